import type { Payload, TaskConfig } from 'payload'
import { firstReminderDelay, reminderDue, remindersFrom } from '@/lib/onboarding/server-draft'
import { queueDraftEmail } from './sendDraftEmail'

/**
 * Queues the reminders that are due: for each unfinished draft with an address, not restricted and
 * not stopped, the next reminder once its delay after the last change has passed. A run repeated
 * (a killed runner) never queues one twice; the job itself sends it once.
 */
export async function remindDrafts(payload: Payload, now = new Date()): Promise<number> {
  const settings = remindersFrom(
    await payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }),
  )
  const delay = firstReminderDelay(settings)
  if (delay === null) return 0
  const { docs } = await payload.find({
    collection: 'onboarding-drafts',
    where: {
      and: [
        { status: { equals: 'open' } },
        { email: { exists: true } },
        { restricted: { not_equals: true } },
        { remindersStoppedAt: { exists: false } },
        { remindersSent: { less_than: 2 } },
        { lastSavedAt: { less_than_equal: new Date(now.getTime() - delay).toISOString() } },
      ],
    },
    select: { lastSavedAt: true, remindersSent: true, mail: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const doc of docs) {
    const n = reminderDue(
      { lastSavedAt: doc.lastSavedAt!, remindersSent: doc.remindersSent ?? 0 },
      settings,
      now,
    )
    if (n === null || (doc.mail?.remindersQueued ?? 0) >= n) continue
    await queueDraftEmail(payload, doc, 'reminder', n)
    queued++
  }
  return queued
}

export const remindDraftsTask: TaskConfig<'remindDrafts'> = {
  slug: 'remindDrafts',
  label: 'Queue reminders for unfinished onboardings',
  retries: 2,
  // Every ten minutes; the runner queues it and runs it on its next tick.
  schedule: [{ cron: '0 */10 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { queued: await remindDrafts(req.payload) } }),
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
}
