'use client'

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { Currency } from '@/lib/money'
import type { BillingPeriod } from '@/lib/pricing'
import { recordVisit } from '@/components/visit/attribution-store'
import { useCurrency } from './currency-store'
import { choosePeriod, usePeriod } from './period-store'

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

/**
 * One pricing section's choices: plan model and view; the billing period is the page's and the
 * currency the site's.
 */
export function PricingStateProvider({
  defaultCurrency,
  children,
}: {
  defaultCurrency: Currency
  children: ReactNode
}) {
  const period = usePeriod()
  const [teams, setTeams] = useState(false)
  const [view, setView] = useState<PricingView>('plans')
  const currency = useCurrency(defaultCurrency)
  const box = useRef<HTMLDivElement>(null)
  const [seen, setSeen] = useState(false)
  // The visit's attribution: the page whose prices the visitor last had on screen, and in which
  // currency. A pricing section scrolled past unseen does not count.
  useEffect(() => {
    const element = box.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { threshold: 0 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  useEffect(() => {
    if (seen) recordVisit({ pricingPage: window.location.pathname, currency })
  }, [seen, currency])
  const value = useMemo(
    () => ({ period, setPeriod: choosePeriod, currency, teams, setTeams, view, setView }),
    [period, currency, teams, view],
  )
  return (
    <Context.Provider value={value}>
      <div ref={box}>{children}</div>
    </Context.Provider>
  )
}

/** The enclosing pricing section's choices, or null outside one (a calculator block on its own). */
export function useOptionalPricingState(): PricingState | null {
  return useContext(Context)
}

export function usePricingState(): PricingState {
  const state = useContext(Context)
  if (!state) throw new Error('usePricingState needs a PricingStateProvider')
  return state
}
