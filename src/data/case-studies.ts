import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { CaseStudy } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'

export type CaseStudyKind = CaseStudy['kind']

/** Every published case study of one kind, in the order the marketer arranged them (with images). */
export const getCaseStudies = cache(
  tagged(
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
  ),
)
