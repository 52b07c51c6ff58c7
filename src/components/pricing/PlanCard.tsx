import { buttonClass } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { PlanCardView } from '@/lib/pricing-view'
import { BoldText } from './BoldText'
import { CurrencyText, PeriodCurrencyText, PeriodText } from '@/components/islands'

const PERIOD_LABELS = { monthly: '/month', annual: '/year' }

/** One plan: the figures follow the section's billing period and the visitor's currency. */
export function PlanCard({
  plan,
  buttonLabel,
  buttonHref,
  idPrefix,
  headingLevel: Heading = 'h3',
}: {
  plan: PlanCardView
  buttonLabel: string
  buttonHref: string
  idPrefix: string
  /** One level below the section's heading. */
  headingLevel?: 'h2' | 'h3'
}) {
  const headingId = `${idPrefix}-${plan.key}`
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex max-w-sm min-w-60 flex-1 basis-60 flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-sm',
        plan.isPopular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line',
      )}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      ) : null}
      <Heading id={headingId} className="text-xl font-bold">
        {plan.name}
      </Heading>
      {plan.subtitle ? <p className="mt-1 text-sm text-muted">{plan.subtitle}</p> : null}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">
          <PeriodCurrencyText values={plan.price} />
        </span>
        <span className="text-muted">
          <PeriodText values={PERIOD_LABELS} />
        </span>
      </p>
      {plan.savings ? (
        <p className="mt-2 inline-flex w-fit rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-success">
          <PeriodCurrencyText values={plan.savings} />
        </p>
      ) : null}
      {plan.setupFeeNote ? (
        <p className="mt-2 text-sm text-muted">
          <CurrencyText values={plan.setupFeeNote} />
        </p>
      ) : null}
      {plan.perMeeting ? (
        <p className="mt-1 text-sm text-muted">
          <CurrencyText values={plan.perMeeting} />
        </p>
      ) : null}
      {plan.description ? <p className="mt-4 text-ink">{plan.description}</p> : null}
      <ul className="ticks mt-5 mb-6 space-y-2.5 text-sm text-muted">
        {plan.prospects ? (
          <li>
            <PeriodText values={plan.prospects} />
          </li>
        ) : null}
        {plan.features.map((feature, i) => (
          <li key={i}>
            <BoldText text={feature} />
          </li>
        ))}
      </ul>
      {plan.additionalInfo ? (
        <p className="mb-4 text-xs text-muted">{plan.additionalInfo}</p>
      ) : null}
      {/* A plain link: it works before (and without) JavaScript. */}
      <a
        href={buttonHref}
        data-plan={plan.key}
        className={buttonClass(plan.isPopular ? 'primary' : 'secondary', 'md', 'mt-auto w-full')}
      >
        {buttonLabel}
        <span className="sr-only"> with {plan.name}</span>
      </a>
    </article>
  )
}
