import type { BlockProps } from '../RenderBlocks'
import type { HeroBlock as HeroData } from '@/payload-types'
import { Claimed } from '@/components/Claimed'
import { CircleCheck } from '@/components/ui/svg-icons'
import { Container } from '@/components/ui/container'
import { Links } from '../shared/Links'

export function HeroBlock({ block, isFirst, path }: BlockProps<HeroData>) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <Container className="max-w-4xl text-center">
        {block.eyebrow ? (
          <p className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Claimed text={block.eyebrow} path={path} />
          </p>
        ) : null}
        <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          <Claimed text={block.heading} path={path} />
        </Heading>
        {block.subheading ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">
            <Claimed text={block.subheading} path={path} />
          </p>
        ) : null}
        {block.points?.length ? (
          <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-3 text-left">
            {block.points.map((point, i) => (
              <li key={point.id ?? i} className="flex items-center gap-2 font-medium text-ink">
                <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
                {point.text}
              </li>
            ))}
          </ul>
        ) : null}
        <Links links={block.links} className="mt-8 flex flex-wrap justify-center gap-3" />
      </Container>
    </section>
  )
}
