import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { CaseStudy } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { publishedOrDrafts } from './preview'

export type CaseStudyKind = CaseStudy['kind']

/** Every published case study of one kind, in the order the marketer arranged them (with images). */
const publishedCaseStudies = tagged(
  'case-studies',
  () => [collectionTag('case-studies'), collectionTag('media')],
  async (kind: CaseStudyKind): Promise<CaseStudy[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'case-studies',
      where: { and: [{ kind: { equals: kind } }, published] },
      sort: '_order',
      depth: 1,
      limit: 100,
      pagination: false,
    })
    return docs
  },
)

/** The case studies of one kind a page shows: the published ones, or the drafts in a preview. */
export const getCaseStudies = cache((kind: CaseStudyKind) =>
  publishedOrDrafts(() => publishedCaseStudies(kind), {
    collection: 'case-studies',
    where: { kind: { equals: kind } },
    sort: '_order',
    depth: 1,
  }),
)
