'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { formatMoney, type Currency, type CurrencySymbols } from '@/lib/money'
import { splitBold } from '@/lib/pricing'
import type { CalculatorPackageView } from '@/lib/pricing-view'
import { readRoiLink, writeRoiLink } from '@/lib/roi-link'
import {
  applyCalculatorEntry,
  calculateRoiFor,
  formatDeals,
  formatPayback,
  formatRoi,
  initialCalculatorForm,
  isDecimalEntry,
  NO_VALUE,
  pickPackage,
  type CalculatorEntryField,
  type CalculatorState,
} from '@/lib/roi'
import { chooseCurrency, useCurrency } from './currency-store'
import { CopyLinkButton } from './CopyLinkButton'
import { choosePeriod, usePeriod } from './period-store'
import { useOptionalPricingState } from './PricingState'
import { useHydrated } from '@/components/ui/use-hydrated'

export interface RoiCalculatorProps {
  packages: CalculatorPackageView[]
  defaults: CalculatorState
  symbols: CurrencySymbols
  defaultCurrency: Currency
  /** The id of the calculator's box, the place a shared link scrolls to. */
  anchor: string
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
 * The ROI calculator: every change recomputes the yearly results (deals, revenue, total cost, ROI,
 * payback), whatever the page's billing period, with the same figures per month beside them.
 * Prices come from the package in the currency the visitor picked on the page. The calculation lives in the address (replaced, never pushed), so the address, or the
 * Copy link button, shares it; the page stays static because the address is read in the browser.
 */
export function RoiCalculator({
  packages,
  defaults,
  symbols,
  defaultCurrency,
  anchor,
}: RoiCalculatorProps) {
  const id = useId()
  const [form, setForm] = useState(() => initialCalculatorForm(defaults))
  const currency = useCurrency(defaultCurrency)
  const period = usePeriod()
  const pricing = useOptionalPricingState()
  const showCalculator = pricing?.setView
  const hydrated = useHydrated()
  // The address carries the calculation once the visitor has changed it or arrived with one.
  const inAddress = useRef(false)

  useEffect(() => {
    if (inAddress.current) return
    const link = readRoiLink(window.location.search, initialCalculatorForm(defaults))
    if (!link) return
    inAddress.current = true
    // The address is only readable in the browser: the server renders the defaults.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setForm(link.form)
    if (link.period) choosePeriod(link.period)
    if (link.currency) chooseCurrency(link.currency)
    showCalculator?.('roi')
  }, [defaults, showCalculator])

  useEffect(() => {
    if (!inAddress.current) return
    const search = writeRoiLink(window.location.search, { form, period, currency })
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    )
  }, [form, period, currency])

  const selected = pickPackage(packages, form.state.selectedPackage)
  if (!selected) return null

  const money = (amount: number) => formatMoney(amount, currency, symbols)
  const results = calculateRoiFor('annual', form.state, selected.prices[currency])
  const perMonth = calculateRoiFor('monthly', form.state, selected.prices[currency])
  const payback = formatPayback(results.paybackMonths)
  const change = (field: CalculatorEntryField | 'selectedPackage', value: string) => {
    inAddress.current = true
    setForm((current) => applyCalculatorEntry(current, field, value))
  }
  const shareUrl = () => {
    const url = new URL(window.location.href)
    url.search = writeRoiLink(url.search, { form, period, currency })
    url.hash = anchor
    return url.toString()
  }
  const numberInput = (field: CalculatorEntryField, hint?: boolean) => {
    const notANumber = !isDecimalEntry(form.entries[field])
    const described = [hint && `${id}-${field}-hint`, notANumber && `${id}-${field}-error`]
    return (
      <>
        <input
          id={`${id}-${field}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.entries[field]}
          onChange={(event) => change(field, event.target.value)}
          aria-invalid={notANumber || undefined}
          aria-describedby={described.filter(Boolean).join(' ') || undefined}
          className={inputClass}
        />
        {notANumber ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-danger">
            Not a number, so it counts as 0. Use digits and a decimal point, e.g. 7.5.
          </p>
        ) : null}
      </>
    )
  }

  return (
    <div
      id={anchor}
      className="grid scroll-mt-24 gap-8 surface p-6 shadow-sm sm:p-8 lg:grid-cols-2"
    >
      <div className="flex flex-col gap-5">
        {/* Until React runs, typing could not update the results. */}
        <fieldset disabled={!hydrated} className="contents">
          <legend className="sr-only">Your figures</legend>
          <Field
            id={`${id}-monthlyLeads`}
            label="Monthly leads"
            hint="Qualified meetings you expect each month. Yearly leads follow at 12 times this."
          >
            {numberInput('monthlyLeads', true)}
          </Field>
          <Field id={`${id}-yearlyLeads`} label="Yearly leads">
            {numberInput('yearlyLeads')}
          </Field>
          <Field id={`${id}-conversionRate`} label="Close rate (%)">
            {/* Arrow keys step the rate by 0.1; what the browser cannot read as a number is 0. */}
            <input
              id={`${id}-conversionRate`}
              type="number"
              step="0.1"
              min="0"
              inputMode="decimal"
              autoComplete="off"
              value={form.entries.conversionRate}
              onChange={(event) => change('conversionRate', event.target.value)}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-averageDealSize`} label={`Average deal size (${symbols[currency]})`}>
            {numberInput('averageDealSize')}
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
      </div>

      <div className="flex flex-col gap-6">
        <section
          aria-labelledby={`${id}-results`}
          className="rounded-2xl bg-brand-900 p-6 text-white"
        >
          <h3 id={`${id}-results`} className="text-lg font-bold">
            Your estimated return per year
          </h3>
          <div aria-live="polite">
            <dl className="mt-2">
              <Result label="Yearly deals" value={formatDeals(results.deals)} />
              <Result label="Yearly revenue" value={money(results.revenue)} />
              <Result label="Total yearly cost" value={money(results.cost)} />
              <Result label="ROI" value={formatRoi(results.roi)} strong />
              <Result
                label="Payback"
                value={payback === NO_VALUE ? NO_VALUE : `${payback} months`}
              />
            </dl>
            <p className="mt-3 text-sm text-brand-100">
              Per month: {formatDeals(perMonth.deals)} deals, {money(perMonth.revenue)} revenue,{' '}
              {money(perMonth.cost)} cost.
            </p>
          </div>
          <CopyLinkButton url={shareUrl} disabled={!hydrated} />
        </section>

        <section aria-labelledby={`${id}-package-name`} className="rounded-2xl bg-surface p-6">
          <h3 id={`${id}-package-name`} className="text-lg font-bold">
            {selected.name}
            <span className="ml-2 font-semibold text-brand-700">
              {money(
                period === 'annual' ? selected.prices[currency] * 12 : selected.prices[currency],
              )}
              <span className="text-sm font-normal text-muted">
                {period === 'annual' ? '/year' : '/month'}
              </span>
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
