import type { BlockProps } from '../types'
import type { PrivacyComplaintFormBlock as ComplaintFormData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { ComplaintForm } from '../islands'

/** The privacy complaint form under its heading and introduction. */
export function PrivacyComplaintFormBlock({ block, isFirst }: BlockProps<ComplaintFormData>) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <Section>
      <Container className="max-w-2xl">
        {block.heading ? (
          <Heading className="mb-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
        ) : null}
        {block.intro ? <p className="mb-8 text-lg text-muted">{block.intro}</p> : null}
        <ComplaintForm />
      </Container>
    </Section>
  )
}
