'use client'

import { buttonClass } from '@/components/ui/button'
import { CURRENCIES, type Currency, type CurrencySymbols } from '@/lib/money'
import type { BillingPeriod } from '@/lib/pricing'
import { Choice } from './Choice'
import { chooseCurrency, useCurrency } from './currency-store'
import { choosePeriod, usePeriod } from './period-store'
import { usePricingState } from './PricingState'
import { useHydrated } from '@/components/ui/use-hydrated'

const PERIODS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const satisfies ReadonlyArray<{ value: BillingPeriod; label: string }>

const MODELS = [
  { value: 'account', label: 'Per Account' },
  { value: 'teams', label: 'Teams That Scale' },
] as const

/** Monthly / Annual, for every pricing section and calculator on the page. */
export function BillingPeriodSwitch() {
  const period = usePeriod()
  return <Choice legend="Billing period" options={PERIODS} value={period} onChange={choosePeriod} />
}

export function PlanModelSwitch() {
  const { teams, setTeams } = usePricingState()
  return (
    <Choice
      legend="Plan model"
      options={MODELS}
      value={teams ? 'teams' : 'account'}
      onChange={(value) => setTeams(value === 'teams')}
    />
  )
}

/** GBP / EUR / USD. The choice is remembered on every page of the site. */
export function CurrencySwitch({
  symbols,
  defaultCurrency,
}: {
  symbols: CurrencySymbols
  defaultCurrency: Currency
}) {
  const currency = useCurrency(defaultCurrency)
  return (
    <Choice
      legend="Currency"
      options={CURRENCIES.map((code) => ({ value: code, label: code, prefix: symbols[code] }))}
      value={currency}
      onChange={chooseCurrency}
    />
  )
}

/** The Explore ROI / View Pricing button that swaps the plan cards for the calculator. */
export function ViewToggle({ controls }: { controls: string }) {
  const { view, setView } = usePricingState()
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-controls={controls}
      onClick={() => setView(view === 'plans' ? 'roi' : 'plans')}
      className={buttonClass('secondary', 'sm')}
    >
      {view === 'plans' ? 'Explore ROI' : 'View Pricing'}
    </button>
  )
}
