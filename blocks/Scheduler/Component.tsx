import type { BlockProps } from '../types'
import { getSettings } from '@/data/settings'
import type { SchedulerBlock as SchedulerData } from '@/payload-types'
import { SchedulingWidget } from '@/components/islands'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'

export async function SchedulerBlock({ block, path, isFirst }: BlockProps<SchedulerData>) {
  const settings = await getSettings()
  const url =
    block.calendar === 'onboarding' ? settings.onboardingCallUrl : settings.consultationUrl
  return (
    <Section>
      <Container className="max-w-4xl">
        <SectionHeading
          heading={block.heading}
          intro={block.intro}
          path={path}
          as={isFirst ? 'h1' : 'h2'}
        />
        <SchedulingWidget url={url} height={block.height ?? 630} />
      </Container>
    </Section>
  )
}
