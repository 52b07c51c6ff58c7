import type { HeroBlock as HeroData } from '@/payload-types'
import { Container } from '@/components/ui/container'
import { Links } from '../shared/Links'

export function HeroBlock({ block, isFirst }: { block: HeroData; isFirst?: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <Container className="max-w-4xl text-center">
        {block.eyebrow ? (
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {block.eyebrow}
          </p>
        ) : null}
        <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {block.heading}
        </Heading>
        {block.subheading ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">
            {block.subheading}
          </p>
        ) : null}
        <Links links={block.links} className="mt-8 flex flex-wrap justify-center gap-3" />
      </Container>
    </section>
  )
}
