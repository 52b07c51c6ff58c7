import { HeartHandshake } from '@/components/ui/svg-icons'
import type { CaseStudiesBlock as CaseStudiesData } from '@/payload-types'
import { ButtonLink } from '@/components/ui/button'
import { Container, Section } from '@/components/ui/container'
import { getCaseStudies } from '@/data/case-studies'
import { getSettings } from '@/data/settings'
import { Links } from '../shared/Links'
import { CaseStudyCard } from './CaseStudyCard'

/** Case studies of one kind in a two-column grid (one column on mobile), then the closing CTA. */
export async function CaseStudiesBlock({
  block,
  isFirst,
}: {
  block: CaseStudiesData
  isFirst?: boolean
}) {
  const [studies, settings] = await Promise.all([getCaseStudies(block.kind), getSettings()])
  const Heading = isFirst ? 'h1' : 'h2'

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white pt-16 pb-8 sm:pt-24">
        <Container className="max-w-4xl text-center">
          <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {block.heading}
          </Heading>
          {block.intro ? (
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{block.intro}</p>
          ) : null}
        </Container>
      </section>
      <Section className="pt-8 sm:pt-10">
        <Container>
          <ul role="list" className="grid gap-8 md:grid-cols-2" data-case-study-grid>
            {studies.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} level={isFirst ? 'h2' : 'h3'} />
              </li>
            ))}
          </ul>
        </Container>
      </Section>
      <ClosingCta cta={block.cta} consultationUrl={settings.consultationUrl} />
    </>
  )
}

function ClosingCta({
  cta,
  consultationUrl,
}: {
  cta: CaseStudiesData['cta']
  consultationUrl: string
}) {
  if (!cta?.heading && !cta?.links?.length && !cta?.consultLabel) return null
  return (
    <Section className="pt-0 sm:pt-0">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          {cta.consultLabel ? (
            <HeartHandshake aria-hidden className="mx-auto mb-4 size-10 text-brand-200" />
          ) : null}
          {cta.heading ? (
            <h2 className="text-3xl font-bold tracking-tight text-balance">{cta.heading}</h2>
          ) : null}
          {cta.body ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.body}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap justify-center gap-3 [&_a]:ring-1 [&_a]:ring-white/40">
            {cta.consultLabel ? (
              <ButtonLink href={consultationUrl} size="lg">
                {cta.consultLabel}
              </ButtonLink>
            ) : null}
            <Links links={cta.links} className="contents" />
          </div>
        </div>
      </Container>
    </Section>
  )
}
