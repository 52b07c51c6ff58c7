import { MediaImage } from '@/components/ui/media-image'
import { Container, Section } from '@/components/ui/container'
import type { LogoStripBlock as LogoStripData, Media } from '@/payload-types'
import type { BlockProps } from '../types'

/**
 * Client logos at one height in even rows (two, three or six to a row), muted so they support the
 * page rather than compete with it.
 */
export function LogoStripBlock({ block }: BlockProps<LogoStripData>) {
  const logos = (block.logos ?? []).flatMap((item) =>
    typeof item.logo === 'object' && item.logo ? [{ ...item, logo: item.logo as Media }] : [],
  )
  if (!logos.length) return null
  return (
    <Section className="py-10 sm:py-12">
      <Container>
        {block.heading ? (
          <h2 className="text-center text-sm font-semibold tracking-widest text-muted uppercase">
            {block.heading}
          </h2>
        ) : null}
        <ul className="mt-6 grid grid-cols-2 place-items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {logos.map((item) => (
            <li key={item.id ?? item.name}>
              <MediaImage
                media={item.logo}
                alt={item.name}
                sizes="160px"
                className="h-8 w-auto max-w-full opacity-80 xl:h-9"
              />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
