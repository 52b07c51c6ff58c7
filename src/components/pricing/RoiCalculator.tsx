'use client'

import { useId, useState, type ReactNode } from 'react'
import { formatMoney, type Currency, type CurrencySymbols } from '@/lib/money'
import { splitBold } from '@/lib/pricing'
import type { CalculatorPackageView } from '@/lib/pricing-view'
import {
  applyCalculatorEntry,
  calculateRoi,
  formatDeals,
  formatPayback,
  formatRoi,
  initialCalculatorForm,
  NO_VALUE,
  pickPackage,
  type CalculatorEntryField,
  type CalculatorState,
} from '@/lib/roi'
import { useCurrency } from './currency-store'
import { useHydrated } from './use-hydrated'

export interface RoiCalculatorProps {
  packages: CalculatorPackageView[]
  defaults: CalculatorState
  symbols: CurrencySymbols
  defaultCurrency: Currency
}

const inputClass =
  'mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600'

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string
  label: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  )
}

function Result({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-brand-100 py-3 last:border-0">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd className={strong ? 'text-2xl font-extrabold' : 'text-lg font-bold'}>{value}</dd>
    </div>
  )
}

/**
 * The ROI calculator: every change recomputes the results. Prices come from the package in the
 * currency the visitor picked on the page.
 */
export function RoiCalculator({
  packages,
  defaults,
  symbols,
  defaultCurrency,
}: RoiCalculatorProps) {
  const id = useId()
  const [form, setForm] = useState(() => initialCalculatorForm(defaults))
  const currency = useCurrency(defaultCurrency)
  const hydrated = useHydrated()
  const selected = pickPackage(packages, form.state.selectedPackage)
  if (!selected) return null

  const money = (amount: number) => formatMoney(amount, currency, symbols)
  const results = calculateRoi(form.state, selected.prices[currency])
  const payback = formatPayback(results.paybackMonths)
  const change = (field: CalculatorEntryField | 'selectedPackage', value: string) =>
    setForm((current) => applyCalculatorEntry(current, field, value))
  const numberInput = (field: CalculatorEntryField, step: string, hint?: boolean) => (
    <input
      id={`${id}-${field}`}
      type="number"
      inputMode="decimal"
      step={step}
      value={form.entries[field]}
      onChange={(event) => change(field, event.target.value)}
      aria-describedby={hint ? `${id}-${field}-hint` : undefined}
      className={inputClass}
    />
  )

  return (
    <div className="grid gap-8 surface p-6 shadow-sm sm:p-8 lg:grid-cols-2">
      <form className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()}>
        {/* Until React runs, typing could not update the results. */}
        <fieldset disabled={!hydrated} className="contents">
          <legend className="sr-only">Your figures</legend>
          <Field
            id={`${id}-monthlyLeads`}
            label="Monthly leads"
            hint="Qualified meetings you expect each month. Yearly leads follow at 12 times this."
          >
            {numberInput('monthlyLeads', '1', true)}
          </Field>
          <Field id={`${id}-yearlyLeads`} label="Yearly leads">
            {numberInput('yearlyLeads', '1')}
          </Field>
          <Field id={`${id}-conversionRate`} label="Close rate (%)">
            {numberInput('conversionRate', '0.1')}
          </Field>
          <Field id={`${id}-averageDealSize`} label={`Average deal size (${symbols[currency]})`}>
            {numberInput('averageDealSize', '1')}
          </Field>
          <Field id={`${id}-package`} label="Package">
            <select
              id={`${id}-package`}
              value={selected.key}
              onChange={(event) => change('selectedPackage', event.target.value)}
              className={inputClass}
            >
              {packages.map((pkg) => (
                <option key={pkg.key} value={pkg.key}>
                  {pkg.name}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
      </form>

      <div className="flex flex-col gap-6">
        <section
          aria-labelledby={`${id}-results`}
          className="rounded-2xl bg-brand-900 p-6 text-white"
        >
          <h3 id={`${id}-results`} className="text-lg font-bold">
            Your estimated return
          </h3>
          <dl aria-live="polite" className="mt-2">
            <Result label="Yearly deals" value={formatDeals(results.yearlyDeals)} />
            <Result label="Yearly revenue" value={money(results.yearlyRevenue)} />
            <Result label="Total yearly cost" value={money(results.totalYearlyCost)} />
            <Result label="ROI" value={formatRoi(results.roi)} strong />
            <Result label="Payback" value={payback === NO_VALUE ? NO_VALUE : `${payback} months`} />
          </dl>
        </section>

        <section aria-labelledby={`${id}-package-name`} className="rounded-2xl bg-surface p-6">
          <h3 id={`${id}-package-name`} className="text-lg font-bold">
            {selected.name}
            <span className="ml-2 font-semibold text-brand-700">
              {money(selected.prices[currency])}
              <span className="text-sm font-normal text-muted">/month</span>
            </span>
          </h3>
          {selected.subtitle ? <p className="text-sm text-muted">{selected.subtitle}</p> : null}
          <ul className="mt-3 space-y-1 text-sm text-ink">
            <li>{selected.expectedMeetings}</li>
            <li>{selected.prospects}</li>
            {selected.additionalCostPerMeeting ? (
              <li>{money(selected.additionalCostPerMeeting[currency])} per additional meeting</li>
            ) : null}
            {selected.features.map((feature, index) => (
              <li key={index}>
                {splitBold(feature).map((part, i) =>
                  part.bold ? <strong key={i}>{part.text}</strong> : part.text,
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
