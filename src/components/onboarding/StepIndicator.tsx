import { Check } from '@/components/ui/svg-icons'
import { Fragment } from 'react'
import { cn } from '@/lib/cn'

/**
 * Where the visitor is (on narrow screens the circles alone, so that five steps fit in 320 px): steps up to and including the current one are highlighted, and so are the
 * connectors before the current step.
 */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol aria-label="Onboarding steps" className="flex items-start">
      {titles.map((title, index) => {
        const step = index + 1
        const done = step < current
        const reached = step <= current
        return (
          <Fragment key={title}>
            {index > 0 ? (
              <li
                aria-hidden
                data-highlighted={reached}
                className={cn(
                  'mt-4 h-0.5 flex-1 rounded-full',
                  reached ? 'bg-brand-600' : 'bg-line',
                )}
              />
            ) : null}
            <li
              aria-current={step === current ? 'step' : undefined}
              data-highlighted={reached}
              className="flex w-9 shrink-0 flex-col items-center gap-1.5 text-center sm:w-24"
            >
              <span
                aria-hidden
                className={cn(
                  'grid size-9 place-items-center rounded-full border-2 text-sm font-semibold',
                  reached
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line bg-white text-muted',
                )}
              >
                {done ? <Check className="size-4" /> : step}
              </span>
              <span
                className={cn(
                  'hidden text-xs leading-tight sm:block',
                  reached ? 'font-semibold text-brand-700' : 'text-muted',
                )}
              >
                <span className="sr-only">
                  Step {step}
                  {done ? ' (completed)' : ''}:{' '}
                </span>
                {title}
              </span>
              <span className="sr-only sm:hidden">
                Step {step}: {title}
                {done ? ' (completed)' : ''}
              </span>
            </li>
          </Fragment>
        )
      })}
    </ol>
  )
}
