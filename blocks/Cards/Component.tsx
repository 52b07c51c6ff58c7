import type { BlockProps } from '../types'
import type { CardsBlock as CardsData, Media } from '@/payload-types'
import { Claimed } from '@/components/Claimed'
import { Icon } from '@/components/icons'
import { Container, Section } from '@/components/ui/container'
import { MediaImage } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { Links } from '../shared/Links'
import { SectionHeading } from '../shared/SectionHeading'

const columnClass = {
  '2': 'md:grid-cols-2',
  '3': 'md:grid-cols-2 lg:grid-cols-3',
  '4': 'md:grid-cols-2 lg:grid-cols-4',
}

export function CardsBlock({ block, path }: BlockProps<CardsData>) {
  const layout = block.layout ?? 'grid'
  if (layout === 'list') return <ListBesideHeading block={block} path={path} />
  const items = block.items ?? []
  const List = layout === 'grid' ? 'ul' : 'ol'
  // A card's title sits one level below the section's heading; without one, below the page's.
  const ItemHeading = block.heading ? 'h3' : 'h2'
  // Four cards to a row on a wide screen sit in a row that swipes on a phone (the next one peeks
  // in), rather than a column four screens tall; it scrolls from the keyboard too.
  const swipes = layout === 'grid' && block.columns === '4'
  return (
    <Section id={block.anchor ?? undefined} className="scroll-mt-20">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <List
          {...(swipes && { tabIndex: 0, 'aria-label': block.heading ?? 'Cards' })}
          className={cn(
            'grid gap-6',
            layout === 'timeline' ? 'mx-auto max-w-3xl' : columnClass[block.columns ?? '3'],
            swipes &&
              'max-md:flex max-md:snap-x max-md:snap-mandatory max-md:gap-4 max-md:overflow-x-auto max-md:pb-4 max-sm:-mx-4 max-sm:scroll-px-4 max-sm:px-4 sm:max-md:-mx-6 sm:max-md:scroll-px-6 sm:max-md:px-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          )}
        >
          {items.map((item, index) => {
            const image = typeof item.image === 'object' ? (item.image as Media | null) : null
            return (
              <li
                key={item.id ?? index}
                className={cn(
                  'flex flex-col surface p-6 shadow-sm',
                  layout === 'timeline' && 'border-l-4 border-l-brand-600',
                  swipes && 'max-md:w-[85%] max-md:max-w-sm max-md:shrink-0 max-md:snap-start',
                )}
              >
                {image ? (
                  <MediaImage
                    media={image}
                    alt={image.alt}
                    sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
                    className="-mx-6 -mt-6 mb-5 h-auto w-[calc(100%+3rem)] max-w-none rounded-t-[var(--radius-card)]"
                  />
                ) : null}
                <div className="mb-3 flex items-center gap-3">
                  {layout === 'steps' ? (
                    <span
                      aria-hidden
                      className="grid size-9 place-items-center rounded-full bg-brand-600 font-bold text-white"
                    >
                      {index + 1}
                    </span>
                  ) : null}
                  {item.icon ? (
                    <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon name={item.icon} />
                    </span>
                  ) : null}
                  {item.eyebrow ? (
                    <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                      {item.eyebrow}
                    </span>
                  ) : null}
                </div>
                <ItemHeading className="text-lg font-bold">
                  <Claimed text={item.title} path={path} />
                </ItemHeading>
                {item.description ? (
                  <p className="mt-2 text-muted">
                    <Claimed text={item.description} path={path} />
                  </p>
                ) : null}
                {item.features?.length ? (
                  <ul className="ticks mt-4 space-y-2 text-sm">
                    {item.features.map((feature, i) => (
                      <li key={feature.id ?? i}>
                        <Claimed text={feature.text} path={path} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            )
          })}
        </List>
        <Links links={block.links} className="mt-10 flex flex-wrap justify-center gap-3" />
      </Container>
    </Section>
  )
}

/**
 * The heading on the left and the items as plain rows on the right (stacked on a phone): a quieter
 * section between grids of cards.
 */
function ListBesideHeading({ block, path }: { block: CardsData; path: string }) {
  const ItemHeading = block.heading ? 'h3' : 'h2'
  return (
    <Section id={block.anchor ?? undefined} className="scroll-mt-20 bg-surface">
      <Container className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SectionHeading heading={block.heading} intro={block.intro} path={path} align="start" />
          <Links links={block.links} className="mt-8 flex flex-wrap gap-3" />
        </div>
        <ul className="divide-y divide-line border-y border-line">
          {(block.items ?? []).map((item, index) => (
            <li key={item.id ?? index} className="flex gap-4 py-5">
              {item.icon ? (
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand-700 ring-1 ring-line">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <div>
                {item.eyebrow ? (
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {item.eyebrow}
                  </p>
                ) : null}
                <ItemHeading className="text-lg font-bold">
                  <Claimed text={item.title} path={path} />
                </ItemHeading>
                {item.description ? (
                  <p className="mt-1 text-muted">
                    <Claimed text={item.description} path={path} />
                  </p>
                ) : null}
                {item.features?.length ? (
                  <ul className="ticks mt-3 space-y-1.5 text-sm">
                    {item.features.map((feature, i) => (
                      <li key={feature.id ?? i}>
                        <Claimed text={feature.text} path={path} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
