import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag } from '@/lib/cache-tags'
import type { FaqItem, TeamMember, Testimonial } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { publishedOrDrafts } from './preview'

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

/** The documents in the marketer's order: published ones, or the drafts in a preview. */
const shown = <C extends Ordered>(collection: C) =>
  publishedOrDrafts(async () => (await ordered(collection)) as DataFromCollectionSlug<C>[], {
    collection,
    sort: '_order',
    depth: 1,
  })

export const getFaqItems = cache((): Promise<FaqItem[]> => shown('faq-items'))
export const getTeamMembers = cache((): Promise<TeamMember[]> => shown('team-members'))
export const getTestimonials = cache((): Promise<Testimonial[]> => shown('testimonials'))
