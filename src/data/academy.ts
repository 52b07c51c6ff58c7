import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { AcademyModule, AcademyVideo, LearningStep } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { getPreview, latestDrafts } from './preview'

export type AcademyContent = {
  modules: AcademyModule[]
  videos: AcademyVideo[]
  steps: LearningStep[]
}

/** Everything the academy block shows (published only): modules and videos in the editors' order, steps by number. */
const publishedAcademy = tagged(
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
)

/** The academy as a page shows it: published, or the latest drafts in a preview. */
export const getAcademy = cache(async (): Promise<AcademyContent> => {
  const preview = await getPreview()
  if (!preview) return publishedAcademy()
  const [modules, videos, steps] = await Promise.all([
    latestDrafts(preview, { collection: 'academy-modules', sort: '_order', depth: 0 }),
    latestDrafts(preview, { collection: 'academy-videos', sort: '_order', depth: 1 }),
    latestDrafts(preview, { collection: 'learning-steps', sort: 'stepNumber', depth: 0 }),
  ])
  return { modules, videos, steps }
})
