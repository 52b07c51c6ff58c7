import { ChevronDown } from 'lucide-react'
import type { BlockProps } from '../types'
import { withClaims } from '@/data/claims'
import { getFaqItems } from '@/data/content'
import type { FaqBlock as FaqData } from '@/payload-types'
import { JsonLd } from '@/components/JsonLd'
import { Container, Section } from '@/components/ui/container'
import { faqPageJsonLd } from '@/lib/json-ld'
import { SectionHeading } from '../shared/SectionHeading'

/**
 * Questions as native disclosures: every answer is in the HTML and opens without JavaScript. The
 * shared name keeps one open at a time; the open one closes again on a second click. Search
 * engines get the same questions and answers as FAQPage data.
 */
export async function FaqBlock({ block, path }: BlockProps<FaqData>) {
  // The questions the block picks, in its order; all of them when it picks none.
  const all = await getFaqItems()
  const picked = (block.items ?? []).map((i) => (typeof i === 'object' ? i.id : i))
  const items = picked.length
    ? picked.flatMap((id) => all.find((item) => item.id === id) ?? [])
    : all
  const answers = await Promise.all(items.map((item) => withClaims(item.answer, path)))
  const group = `faq-${block.id ?? 'questions'}`
  return (
    <Section id={block.anchor ?? 'faq'} className="scroll-mt-20">
      <Container className="max-w-3xl">
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <div className="divide-y divide-line surface">
          {items.map((item, index) => (
            <details key={item.id} name={group} className="group">
              <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-muted">{answers[index]}</p>
            </details>
          ))}
        </div>
        <JsonLd
          data={faqPageJsonLd(
            items.map((item, index) => ({ question: item.question, answer: answers[index] })),
          )}
        />
      </Container>
    </Section>
  )
}
