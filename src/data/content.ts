import { cache } from 'react'
import type { FaqItem, TeamMember, Testimonial } from '@/payload-types'
import { payloadClient } from './payload'

/** Documents a marketer orders by drag and drop in the admin (`orderable`). */
async function ordered<T>(collection: 'faq-items' | 'team-members' | 'testimonials'): Promise<T[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    sort: '_order',
    limit: 100,
    pagination: false,
    depth: 1,
  })
  return docs as T[]
}

export const getFaqItems = cache(() => ordered<FaqItem>('faq-items'))
export const getTeamMembers = cache(() => ordered<TeamMember>('team-members'))
export const getTestimonials = cache(() => ordered<Testimonial>('testimonials'))
