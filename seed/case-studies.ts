/**
 * Case studies: the copy lives in content/*.json; this module adds what the copy leaves out (the
 * kind, and a video for some of the business studies) and seeds them in the order shown.
 */
import type { Payload } from 'payload'
import type { CaseStudy } from '@/payload-types'
import b2bStudies from './content/case-studies.json'
import charityStudies from './content/charity-case-studies.json'
import { TrendingUp } from 'lucide'
import { coverPng, uploadOnce } from './artwork'
import { seedContext } from './upsert'

/** The copy of one case study as written in content/*.json. */
export type StudyCopy = {
  slug: string
  title: string
  company: string
  industry: string
  duration: string
  challenge: string
  solution: string
  results: string[]
  icon?: string
}

type SeedStudy = StudyCopy & {
  kind: CaseStudy['kind']
  video?: { url: string; duration: string }
}

/** Client walkthrough videos (they load only when a visitor presses play), with running times. */
const VIDEOS: Record<string, { url: string; duration: string }> = {
  'saas-scheduling-platform-qualified-leads': {
    url: 'https://www.youtube.com/watch?v=Lp3vQ8sKx2A',
    duration: '4:12',
  },
  'operations-consultancy-3000-percent-roi': {
    url: 'https://www.youtube.com/watch?v=tR7mB1nWq4E',
    duration: '6:05',
  },
  'payments-fintech-finance-director-meetings': {
    url: 'https://www.youtube.com/watch?v=Hc9dZ2kLp5Y',
    duration: '3:48',
  },
  'b2b-marketing-agency-fast-pipeline': {
    url: 'https://www.youtube.com/watch?v=Wq4xN6tVb8M',
    duration: '5:31',
  },
  'cyber-security-consultancy-ciso-meetings': {
    url: 'https://www.youtube.com/watch?v=Jf2sK7rPz3D',
    duration: '4:47',
  },
  'commercial-property-manager-landlord-meetings': {
    url: 'https://www.youtube.com/watch?v=Ub5gT9hXc1Q',
    duration: '3:59',
  },
}

export const caseStudies: SeedStudy[] = [
  ...(b2bStudies as StudyCopy[]).map((study) => ({
    ...study,
    kind: 'b2b' as const,
    video: VIDEOS[study.slug],
  })),
  ...(charityStudies as StudyCopy[]).map((study) => ({ ...study, kind: 'charity' as const })),
]

/**
 * A business study's picture: its industry on a drawn network in the site's design, leaving the
 * headline result to the card and page that show it.
 */
function caseStudyPicture(payload: Payload, study: SeedStudy): Promise<number> {
  const headline = study.results[0] ?? study.title
  return uploadOnce(
    payload,
    `case-study-${study.slug}.png`,
    `${study.industry} case study: ${headline}`,
    () => coverPng({ key: study.slug, topic: study.industry, icon: TrendingUp }),
  )
}

/** Creates the case studies that do not exist yet (by slug); returns how many it created. */
export async function seedCaseStudies(payload: Payload): Promise<number> {
  let created = 0
  for (const study of caseStudies) {
    const { totalDocs } = await payload.count({
      collection: 'case-studies',
      where: { slug: { equals: study.slug } },
    })
    if (totalDocs > 0) continue
    // Business studies get a picture (the poster of those with a video); charity cards show their icon.
    const image = study.kind === 'b2b' ? await caseStudyPicture(payload, study) : undefined
    await payload.create({
      collection: 'case-studies',
      data: {
        title: study.title,
        slug: study.slug,
        kind: study.kind,
        icon: (study.icon as CaseStudy['icon']) ?? undefined,
        company: study.company,
        industry: study.industry,
        duration: study.duration,
        challenge: study.challenge,
        solution: study.solution,
        results: study.results.map((text) => ({ text })),
        videoUrl: study.video?.url,
        videoDuration: study.video?.duration,
        image,
        _status: 'published',
      },
      context: seedContext,
    })
    created++
  }
  return created
}
