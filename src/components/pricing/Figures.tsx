'use client'

import type { ReactNode } from 'react'
import type { ByCurrency, ByPeriod, ByPeriodAndCurrency } from '@/lib/pricing-view'
import { usePricingState, type PricingView } from './PricingState'

/** The server-made string for the visitor's billing period and currency. */
export function PeriodCurrencyText({ values }: { values: ByPeriodAndCurrency }) {
  const { period, currency } = usePricingState()
  return <>{values[period][currency]}</>
}

export function CurrencyText({ values }: { values: ByCurrency }) {
  const { currency } = usePricingState()
  return <>{values[currency]}</>
}

export function PeriodText({ values }: { values: ByPeriod }) {
  const { period } = usePricingState()
  return <>{values[period]}</>
}

/** Shown only while the visitor has 'Teams That Scale' picked. */
export function TeamsOnly({ children }: { children: ReactNode }) {
  const { teams } = usePricingState()
  return teams ? <>{children}</> : null
}

/** One of the views the Explore ROI / View Pricing toggle swaps between. */
export function ViewPanel({
  view,
  id,
  children,
}: {
  view: PricingView
  id: string
  children: ReactNode
}) {
  const state = usePricingState()
  return (
    <div id={id} hidden={state.view !== view}>
      {children}
    </div>
  )
}
