import { Container, Section } from '@/components/ui/container'
import type { NumberedStepsBlock as StepsData } from '@/payload-types'

export function NumberedStepsBlock({ block, isFirst }: { block: StepsData; isFirst?: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <Section>
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <Heading className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
          {block.intro ? <p className="mt-4 text-lg text-muted">{block.intro}</p> : null}
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.steps.map((step, index) => (
            <li key={step.id ?? index} className="surface p-6 shadow-sm">
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  )
}
