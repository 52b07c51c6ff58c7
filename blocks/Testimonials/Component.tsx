import { Quote } from '@/components/ui/svg-icons'
import type { BlockProps } from '../types'
import { getTestimonials } from '@/data/content'
import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { MediaImage } from '@/components/ui/media-image'
import { Avatar, LinkedInLink, populated } from '@/components/ui/person'
import { SectionHeading } from '../shared/SectionHeading'

export async function TestimonialsBlock({ block, path }: BlockProps<TestimonialsData>) {
  const testimonials = (await getTestimonials()).slice(0, block.limit ?? 6)
  if (!testimonials.length) return null
  return (
    <Section className="bg-surface">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        {/* On a phone the quotes sit side by side in a row that swipes (the next one peeks in),
            rather than a column as tall as six screens; it scrolls from the keyboard too. */}
        <ul
          tabIndex={0}
          aria-label="Client testimonials"
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-3"
        >
          {testimonials.map((t) => {
            const logo = populated(t.companyLogo)
            return (
              <li
                key={t.id}
                className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none"
              >
                <figure className="flex h-full flex-col surface p-6 shadow-sm">
                  <div className="flex items-center justify-between gap-4">
                    <Quote aria-hidden className="size-6 shrink-0 text-brand-500" />
                    {logo ? (
                      <MediaImage
                        media={logo}
                        alt={logo.alt}
                        sizes={`${Math.ceil((28 * logo.width!) / logo.height!)}px`}
                        className="h-7 w-auto max-w-40 object-contain"
                      />
                    ) : null}
                  </div>
                  <blockquote className="mt-3 flex-1 text-ink">{t.quote}</blockquote>
                  <figcaption className="mt-5 flex items-start gap-3 text-sm">
                    <Avatar
                      name={t.name}
                      photo={populated(t.portrait)}
                      size={48}
                      className="size-12 text-base"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink">{t.name}</span>
                      {t.role || t.company ? (
                        <span className="block text-muted">
                          {[t.role, t.company].filter(Boolean).join(', ')}
                        </span>
                      ) : null}
                      {t.companyDescription ? (
                        <span className="block text-muted">{t.companyDescription}</span>
                      ) : null}
                      {t.linkedinUrl ? (
                        <span className="mt-1 block">
                          <LinkedInLink href={t.linkedinUrl} name={t.name} />
                        </span>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </Container>
    </Section>
  )
}
