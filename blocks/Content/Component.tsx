import type { BlockProps } from '../types'
import { RichText } from '@/components/ui/rich-text'
import type { ContentBlock as ContentData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { cn } from '@/lib/cn'

export function ContentBlock({ block, isFirst }: BlockProps<ContentData>) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <Section>
      <Container className={cn(block.width !== 'wide' && 'max-w-3xl')}>
        {block.heading ? (
          <Heading className="mb-6 text-3xl font-bold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
        ) : null}
        {/* Lexical JSON is rendered as React elements: no raw HTML reaches the page. */}
        <RichText data={block.body} className="prose-lp" />
      </Container>
    </Section>
  )
}
