import { Quote } from '@/components/ui/svg-icons'
import type { BlockProps } from '../types'
import { getTestimonials } from '@/data/content'
import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'

export async function TestimonialsBlock({ block, path }: BlockProps<TestimonialsData>) {
  const testimonials = (await getTestimonials()).slice(0, block.limit ?? 6)
  if (!testimonials.length) return null
  return (
    <Section className="bg-surface">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className="flex h-full flex-col surface p-6 shadow-sm">
                <Quote aria-hidden className="size-6 text-brand-500" />
                <blockquote className="mt-3 flex-1 text-ink">{t.quote}</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t.name}</span>
                  {t.role ? <span className="text-muted">, {t.role}</span> : null}
                  {t.company ? <span className="block text-muted">{t.company}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
