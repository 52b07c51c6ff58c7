import type { BlockProps } from '../types'
import type { HeroBlock as HeroData } from '@/payload-types'
import { heroImage } from '@/lib/share-image'
import { Claimed } from '@/components/Claimed'
import { CircleCheck } from '@/components/ui/svg-icons'
import { Container } from '@/components/ui/container'
import { MediaImage } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { InboxIllustration } from './InboxIllustration'
import { Links } from '../shared/Links'

/**
 * What the marketer chose to set beside the text, and only that: their image, the drawn inbox,
 * or nothing ("None" wins over an image still attached to the block).
 */
function HeroVisual({ block, isFirst }: { block: HeroData; isFirst?: boolean }) {
  const image = heroImage(block)
  if (image) {
    return (
      <MediaImage
        media={image}
        alt={image.alt}
        sizes="(min-width: 1024px) 32rem, 100vw"
        priority={isFirst}
        className="mx-auto h-auto w-full max-w-md rounded-[var(--radius-card)]"
      />
    )
  }
  return block.illustration === 'inbox' ? <InboxIllustration /> : null
}

export function HeroBlock({ block, isFirst, path }: BlockProps<HeroData>) {
  const Heading = isFirst ? 'h1' : 'h2'
  const beside = Boolean(heroImage(block)) || block.illustration === 'inbox'
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <Container
        className={cn(
          beside
            ? 'grid grid-cols-[minmax(0,1fr)] items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:text-left'
            : 'max-w-4xl',
          'text-center',
        )}
      >
        <div>
          {block.eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <Claimed text={block.eyebrow} path={path} />
            </p>
          ) : null}
          <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            <Claimed text={block.heading} path={path} />
          </Heading>
          {block.subheading ? (
            <p
              className={cn(
                'mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted',
                beside && 'lg:mx-0',
              )}
            >
              <Claimed text={block.subheading} path={path} />
            </p>
          ) : null}
          {block.points?.length ? (
            <ul
              className={cn(
                'mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-3 text-left',
                beside && 'lg:mx-0 lg:justify-start',
              )}
            >
              {block.points.map((point, i) => (
                <li key={point.id ?? i} className="flex items-center gap-2 font-medium text-ink">
                  <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
                  {point.text}
                </li>
              ))}
            </ul>
          ) : null}
          <Links
            links={block.links}
            className={cn('mt-8 flex flex-wrap justify-center gap-3', beside && 'lg:justify-start')}
          />
        </div>
        {beside ? (
          <div className="pb-6">
            <HeroVisual block={block} isFirst={isFirst} />
          </div>
        ) : null}
      </Container>
    </section>
  )
}
