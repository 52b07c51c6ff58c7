import type { BlockProps } from '../types'
import { withClaims } from '@/data/claims'
import { getFaqItems } from '@/data/content'
import type { FaqBlock as FaqData } from '@/payload-types'
import { Accordion } from '@/components/islands'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'

export async function FaqBlock({ block, path }: BlockProps<FaqData>) {
  // The questions the block picks, in its order; all of them when it picks none.
  const all = await getFaqItems()
  const picked = (block.items ?? []).map((i) => (typeof i === 'object' ? i.id : i))
  const items = picked.length
    ? picked.flatMap((id) => all.find((item) => item.id === id) ?? [])
    : all
  const entries = await Promise.all(
    items.map(async (item) => ({
      id: String(item.id),
      title: item.question,
      content: <p>{await withClaims(item.answer, path)}</p>,
    })),
  )
  return (
    <Section id={block.anchor ?? 'faq'} className="scroll-mt-20">
      <Container className="max-w-3xl">
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <Accordion items={entries} />
      </Container>
    </Section>
  )
}
