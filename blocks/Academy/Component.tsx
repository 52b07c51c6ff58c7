import type { BlockProps } from '../types'
import type { AcademyBlock as AcademyData } from '@/payload-types'
import { Claimed } from '@/components/Claimed'
import { ButtonLink } from '@/components/ui/button'
import { Container, Section } from '@/components/ui/container'
import { getAcademy } from '@/data/academy'
import { AcademyAccess, AccessButton } from '../islands'
import { LearningPath } from './LearningPath'
import { ModuleGrid } from './ModuleGrid'
import { VideoLibrary } from './VideoLibrary'

/** The academy page. Server rendered; only the buttons that open the access dialog are client code. */
export async function AcademyBlock({ block, isFirst, path }: BlockProps<AcademyData>) {
  const { modules, videos, steps } = await getAcademy()
  const Heading = isFirst ? 'h1' : 'h2'

  return (
    <AcademyAccess title={block.dialogTitle} body={block.dialogBody}>
      <section className="bg-gradient-to-b from-brand-50 to-white pt-16 pb-12 sm:pt-24">
        <Container className="max-w-4xl text-center">
          {block.eyebrow ? (
            <p className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {block.eyebrow}
            </p>
          ) : null}
          <Heading className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {block.heading}
          </Heading>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{block.intro}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <AccessButton size="lg">Start Learning Now</AccessButton>
            <ButtonLink href="/risk-free-trial" variant="secondary" size="lg">
              Get Done-For-You Service
            </ButtonLink>
          </div>
        </Container>
      </section>

      {block.stats?.length ? (
        <Container aria-label="Academy in numbers" role="region">
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {block.stats.map((stat, index) => (
              <div
                key={stat.id ?? index}
                className="flex flex-col-reverse surface p-5 text-center shadow-sm"
              >
                <dt className="mt-1 text-sm text-muted">{stat.label}</dt>
                <dd className="text-3xl font-extrabold text-brand-700">
                  <Claimed text={stat.value} path={path} />
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      ) : null}

      <LearningPath heading={block.pathHeading} intro={block.pathIntro} steps={steps} />
      <VideoLibrary heading={block.videosHeading} intro={block.videosIntro} videos={videos} />
      <ModuleGrid heading={block.modulesHeading} intro={block.modulesIntro} modules={modules} />

      <Section>
        <Container>
          <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-3xl font-bold tracking-tight text-balance">
              {block.closingHeading}
            </h2>
            {block.closingBody ? (
              <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{block.closingBody}</p>
            ) : null}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <AccessButton size="lg" className="ring-1 ring-white/40">
                Start Free Trial
              </AccessButton>
              <ButtonLink href="/contact" variant="secondary" size="lg">
                Talk to Expert
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
    </AcademyAccess>
  )
}
