import type { Payload } from 'payload'

/** An untitled page left this long after its last change is taken as abandoned. */
const ABANDONED_HOURS = 24

/**
 * Create New makes the page at once, empty, so that autosave has a document to save into; a
 * marketer who opens it and leaves would otherwise leave an "Untitled" draft behind for good.
 * Deletes the pages never published whose latest draft still has no title and no blocks a day
 * after its last change: what Create New left behind. A page published once, or given a title, is never touched.
 * Returns how many went.
 */
export async function deleteAbandonedPages(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_HOURS * 3600_000).toISOString()
  const untitled = await payload.find({
    collection: 'pages',
    draft: true,
    where: {
      and: [
        { or: [{ title: { exists: false } }, { title: { equals: '' } }] },
        { updatedAt: { less_than: before } },
      ],
    },
    select: { title: true, layout: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  // Only an empty page: one with blocks but no title is someone's work, kept.
  const empty = untitled.docs.filter((doc) => !doc.layout?.length).map((doc) => doc.id)
  if (!empty.length) return 0
  // The published document's own status: a page ever published is never removed here.
  const { docs } = await payload.delete({
    collection: 'pages',
    where: {
      and: [{ id: { in: empty } }, { _status: { not_equals: 'published' } }],
    },
    overrideAccess: true,
  })
  return docs.length
}
