import { commissionLabel } from '@/lib/commission'
import type { ByPeriod, PlanCardView } from '@/lib/pricing-view'
import { PeriodCurrencyText, PeriodText } from '@/components/islands'

const LABELS = { monthly: commissionLabel('monthly'), annual: commissionLabel('annual') }

/** What a referral partner earns on each plan, in the visitor's period and currency. */
export function CommissionExamples({
  id,
  headings,
  plans,
}: {
  id: string
  /** The heading in each billing period ('Your Monthly …', 'Your Annual …'). */
  headings: ByPeriod
  plans: PlanCardView[]
}) {
  const withCommission = plans.filter((plan) => plan.commission)
  if (!withCommission.length) return null
  return (
    <section aria-labelledby={id} className="mx-auto mt-14 max-w-4xl">
      <h3 id={id} className="text-center text-2xl font-bold">
        <PeriodText values={headings} />
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {withCommission.map((plan) => (
          <li
            key={plan.key}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5 text-center"
          >
            <p className="font-semibold text-ink">{plan.name}</p>
            <p className="mt-2 text-3xl font-extrabold text-brand-700">
              <PeriodCurrencyText values={plan.commission!} />
            </p>
            <p className="text-sm text-muted">
              <PeriodText values={LABELS} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
