'use client'

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Currency } from '@/lib/money'
import type { BillingPeriod } from '@/lib/pricing'
import { useCurrency } from './currency-store'

export type PricingView = 'plans' | 'roi'

interface PricingState {
  period: BillingPeriod
  setPeriod: (period: BillingPeriod) => void
  currency: Currency
  teams: boolean
  setTeams: (teams: boolean) => void
  view: PricingView
  setView: (view: PricingView) => void
}

const Context = createContext<PricingState | null>(null)

/** One pricing section's choices: billing period, plan model and view (currency is site-wide). */
export function PricingStateProvider({
  defaultCurrency,
  children,
}: {
  defaultCurrency: Currency
  children: ReactNode
}) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  const [teams, setTeams] = useState(false)
  const [view, setView] = useState<PricingView>('plans')
  const currency = useCurrency(defaultCurrency)
  const value = useMemo(
    () => ({ period, setPeriod, currency, teams, setTeams, view, setView }),
    [period, currency, teams, view],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function usePricingState(): PricingState {
  const state = useContext(Context)
  if (!state) throw new Error('usePricingState needs a PricingStateProvider')
  return state
}
