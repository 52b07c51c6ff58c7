import { BookOpen, Check, Clock, Lock } from '@/components/ui/svg-icons'
import type { AcademyModule } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { Progress } from '@/components/ui/progress'
import { clampProgress, moduleButtonLabel, moduleState, type ModuleState } from '@/lib/academy'
import { cn } from '@/lib/cn'
import { AccessButton } from '../islands'
import { SectionHeading } from './SectionHeading'

const status: Record<ModuleState, { text: string; className: string }> = {
  completed: { text: 'Completed', className: 'bg-green-50 text-success' },
  'in-progress': { text: 'In progress', className: 'bg-brand-50 text-brand-700' },
  'not-started': { text: 'Not started', className: 'bg-surface text-muted' },
  locked: { text: 'Locked', className: 'bg-surface text-muted' },
}

/** The training modules, each with its state, progress and the button the label rule names. */
export function ModuleGrid({
  heading,
  intro,
  modules,
}: {
  heading: string
  intro?: string | null
  modules: AcademyModule[]
}) {
  if (!modules.length) return null
  return (
    <Section id="training-modules" aria-labelledby="training-modules-heading">
      <Container>
        <SectionHeading id="training-modules-heading" heading={heading} intro={intro} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {modules.map((module) => {
            const state = moduleState(module)
            const label = moduleButtonLabel(module)
            const progress = clampProgress(module.progress)
            return (
              <li
                key={module.id}
                data-state={state}
                className={cn(
                  'flex flex-col surface p-6 shadow-sm',
                  state === 'locked' && 'bg-surface',
                )}
              >
                <div className="flex items-center justify-between gap-3 text-xs font-semibold">
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">
                    {module.difficulty}
                  </span>
                  <span
                    className={cn(
                      'flex items-center gap-1 rounded-full px-3 py-1',
                      status[state].className,
                    )}
                  >
                    {state === 'locked' ? <Lock aria-hidden className="size-3.5" /> : null}
                    {state === 'completed' ? <Check aria-hidden className="size-3.5" /> : null}
                    {status[state].text}
                  </span>
                </div>
                <h3 id={`module-${module.id}`} className="mt-4 text-lg font-bold">
                  {module.title}
                </h3>
                <p className="mt-2 text-muted">{module.description}</p>
                <p className="mt-4 flex gap-4 text-sm text-muted">
                  <span className="flex items-center gap-1.5">
                    <BookOpen aria-hidden className="size-4" />
                    {module.lessonsCount} lessons
                  </span>
                  <span className="flex items-center gap-1.5">
                    <Clock aria-hidden className="size-4" />
                    {module.duration}
                  </span>
                </p>
                {module.topics?.length ? (
                  <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
                    {module.topics.map((topic) => (
                      <li key={topic} className="rounded-md bg-surface px-2 py-1 text-xs text-ink">
                        {topic}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-auto pt-6">
                  <p className="mb-2 flex justify-between text-sm">
                    <span className="font-medium">Progress</span>
                    <span className="text-muted">{progress}%</span>
                  </p>
                  <Progress value={progress} label={`${module.title} progress`} />
                  <AccessButton
                    variant={state === 'completed' || state === 'locked' ? 'secondary' : 'primary'}
                    className="mt-5 w-full"
                    aria-describedby={`module-${module.id}`}
                  >
                    {label}
                  </AccessButton>
                </div>
              </li>
            )
          })}
        </ul>
      </Container>
    </Section>
  )
}
