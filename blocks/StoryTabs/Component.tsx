import type { BlockProps } from '../types'
import type { StoryTabsBlock as StoryTabsData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'
import { StoryTabsClient } from '../islands'

export function StoryTabsBlock({ block, path }: BlockProps<StoryTabsData>) {
  const stories = (block.stories ?? []).map((s, i) => ({
    id: s.id ?? String(i),
    label: s.label,
    heading: s.heading,
    points: [
      { title: 'Where they were', text: s.whereTheyWere },
      { title: 'Goal', text: s.goal },
      { title: 'Challenge', text: s.challenge },
      { title: 'Success', text: s.success },
    ],
  }))
  if (!stories.length) return null
  return (
    <Section className="bg-surface">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <StoryTabsClient stories={stories} />
      </Container>
    </Section>
  )
}
