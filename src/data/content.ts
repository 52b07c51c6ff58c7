import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { FaqItem, TeamMember, Testimonial } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'

type Ordered = 'faq-items' | 'team-members' | 'testimonials'

/**
 * Published documents a marketer orders by drag and drop in the admin (`orderable`), with their
 * media.
 */
const ordered = tagged(
  'ordered',
  (collection: Ordered) => [collectionTag(collection), collectionTag('media')],
  async (collection: Ordered) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: published,
      sort: '_order',
      limit: 100,
      pagination: false,
      depth: 1,
    })
    return docs
  },
)

export const getFaqItems = cache(async () => (await ordered('faq-items')) as FaqItem[])
export const getTeamMembers = cache(async () => (await ordered('team-members')) as TeamMember[])
export const getTestimonials = cache(async () => (await ordered('testimonials')) as Testimonial[])
