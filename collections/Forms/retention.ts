import type { Payload, PayloadRequest } from 'payload'
import { entriesDueForRemoval, type RetentionPeriods } from '@/lib/retention'

/**
 * Removes the person from these entries: the answers, the name, the address and the last
 * delivery errors go, and the entry says when; the form, the page it was sent from, where the
 * visit came from and the date stay, so the conversion view still counts it. One UPDATE each (the
 * entry is read-only to everyone else), in `req`'s transaction when one is given.
 */
export async function anonymiseEntries(
  payload: Payload,
  ids: Array<number | string>,
  now: Date,
  req?: PayloadRequest,
): Promise<void> {
  for (const id of ids) {
    await payload.update({
      collection: 'form-submissions',
      id,
      data: {
        submissionData: [],
        name: null,
        email: null,
        notification: { lastError: null },
        confirmation: { lastError: null },
        anonymisedAt: now.toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req,
      context: { anonymising: true, accessRecorded: true },
    })
  }
}

/** Anonymises every entry past the enquiry period as of `now`; returns how many. */
export async function anonymiseEntriesDue(
  payload: Payload,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: entriesDueForRemoval(periods, now),
    pagination: false,
    depth: 0,
    select: { anonymisedAt: true },
    overrideAccess: true,
  })
  await anonymiseEntries(
    payload,
    docs.map(({ id }) => id),
    now,
  )
  return docs.length
}
