import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { AcademyModule, AcademyVideo, LearningStep } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'

export type AcademyContent = {
  modules: AcademyModule[]
  videos: AcademyVideo[]
  steps: LearningStep[]
}

/** Everything the academy block shows (published only): modules and videos in the editors' order, steps by number. */
export const getAcademy = cache(
  tagged(
    'academy',
    () => ['academy-modules', 'academy-videos', 'learning-steps', 'media'].map(collectionTag),
    async (): Promise<AcademyContent> => {
      const payload = await payloadClient()
      const [modules, videos, steps] = await Promise.all([
        payload.find({
          collection: 'academy-modules',
          where: published,
          sort: '_order',
          pagination: false,
          depth: 0,
        }),
        payload.find({
          collection: 'academy-videos',
          where: published,
          sort: '_order',
          pagination: false,
          depth: 1,
        }),
        payload.find({
          collection: 'learning-steps',
          where: published,
          sort: 'stepNumber',
          pagination: false,
          depth: 0,
        }),
      ])
      return { modules: modules.docs, videos: videos.docs, steps: steps.docs }
    },
  ),
)
