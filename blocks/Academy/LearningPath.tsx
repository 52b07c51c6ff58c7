import { Check } from '@/components/ui/svg-icons'
import type { LearningStep } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { Progress } from '@/components/ui/progress'
import { learningPathProgress, stepState, type StepState } from '@/lib/academy'
import { cn } from '@/lib/cn'
import { SectionHeading } from './SectionHeading'

const badge: Record<StepState, { text: string; className: string }> = {
  completed: { text: 'Completed', className: 'bg-green-50 text-success' },
  active: { text: 'In progress', className: 'bg-brand-600 text-white' },
  upcoming: { text: 'Upcoming', className: 'bg-surface text-muted' },
}

const card: Record<StepState, string> = {
  completed: 'border-green-200 bg-white',
  active: 'border-brand-500 bg-brand-50 ring-2 ring-brand-500',
  upcoming: 'border-line bg-surface',
}

const marker: Record<StepState, string> = {
  completed: 'bg-success text-white',
  active: 'bg-brand-600 text-white',
  upcoming: 'border-2 border-line bg-white text-muted',
}

/** The learning path: each step completed, active or upcoming, with the overall progress. */
export function LearningPath({
  heading,
  intro,
  steps,
}: {
  heading: string
  intro?: string | null
  steps: LearningStep[]
}) {
  if (!steps.length) return null
  const completed = steps.filter((step) => stepState(step) === 'completed').length
  return (
    <Section aria-labelledby="learning-path-heading" id="learning-path">
      <Container>
        <SectionHeading id="learning-path-heading" heading={heading} intro={intro} />
        <div className="mx-auto mb-10 max-w-xl">
          <p className="mb-2 flex justify-between text-sm font-medium">
            <span>Your progress</span>
            <span className="text-muted">
              {completed} of {steps.length} steps completed
            </span>
          </p>
          <Progress value={learningPathProgress(steps)} label="Learning path progress" />
        </div>
        <ol aria-label="Learning path steps" className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {steps.map((step) => {
            const state = stepState(step)
            return (
              <li
                key={step.id}
                data-state={state}
                aria-current={state === 'active' ? 'step' : undefined}
                className={cn('rounded-[var(--radius-card)] border p-6 shadow-sm', card[state])}
              >
                <div className="flex items-center justify-between gap-3">
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-10 shrink-0 place-items-center rounded-full font-bold',
                      marker[state],
                    )}
                  >
                    {state === 'completed' ? <Check className="size-5" /> : step.stepNumber}
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-semibold',
                      badge[state].className,
                    )}
                  >
                    {badge[state].text}
                  </span>
                </div>
                <p className="mt-4 text-sm font-medium text-muted">
                  Step {step.stepNumber} · {step.durationLabel}
                </p>
                <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.description}</p>
                {step.lessons?.length ? (
                  <ul className="mt-4 space-y-1.5 text-sm">
                    {step.lessons.map((lesson) => (
                      <li key={lesson} className="flex gap-2">
                        <span
                          aria-hidden
                          className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                        />
                        {lesson}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </ol>
      </Container>
    </Section>
  )
}
