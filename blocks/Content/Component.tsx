import type { BlockProps } from '../types'
import { RichText } from '@/components/ui/rich-text'
import type { ContentBlock as ContentData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { cn } from '@/lib/cn'

export function ContentBlock({ block, isFirst }: BlockProps<ContentData>) {
  const Heading = isFirst ? 'h1' : 'h2'
  const beside = block.width === 'beside'
  return (
    <Section className={cn(block.background === 'tinted' && 'bg-surface')}>
      <Container
        className={cn(
          block.width === 'prose' || !block.width ? 'max-w-3xl' : undefined,
          beside && 'grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16',
        )}
      >
        {block.heading ? (
          <Heading
            className={cn(
              'text-3xl font-bold tracking-tight sm:text-4xl',
              beside ? 'lg:sticky lg:top-24 lg:self-start' : 'mb-6',
            )}
          >
            {block.heading}
          </Heading>
        ) : null}
        {/* Lexical JSON is rendered as React elements: no raw HTML reaches the page. */}
        <RichText
          data={block.body}
          className={cn(
            'prose-lp',
            beside && 'max-w-prose',
            beside && !block.heading && 'lg:col-start-2',
          )}
        />
      </Container>
    </Section>
  )
}
