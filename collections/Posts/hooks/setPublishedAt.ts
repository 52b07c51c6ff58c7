import type { CollectionBeforeChangeHook } from 'payload'

/** A post published without a date (including by a scheduled publish) is dated when it goes live. */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}
