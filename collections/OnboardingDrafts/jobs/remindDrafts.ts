import type { Payload, TaskConfig } from 'payload'
import type { Step } from '@/lib/onboarding/catalogue'
import { draftAbandonedEventData, type AbandonedDraft } from '@/lib/webhooks/events'
import { inTransaction } from '../../transaction'
import { queueWebhookEvent } from '../../WebhookEndpoints/events'
import { firstReminderDelay, reminderDue, remindersFrom } from '@/lib/onboarding/server-draft'
import { queueDraftEmail } from './sendDraftEmail'

/**
 * Announces drafts given up (below), then queues the reminders that are due: for each unfinished draft with an address, not restricted and
 * not stopped, the next reminder once its delay after the last change has passed. A run repeated
 * (a killed runner) never queues one twice; the job itself sends it once.
 */
export async function remindDrafts(payload: Payload, now = new Date()): Promise<number> {
  const settings = remindersFrom(
    await payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }),
  )
  await announceAbandoned(payload, firstReminderDelay(settings) ?? DAY_MS, now)
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

const DAY_MS = 86_400_000

/**
 * Tells the team's other tools (the `draft.abandoned` webhook) about each unfinished draft left
 * unchanged for `after` ms (the first reminder's delay, or a day with reminders off): once per
 * draft, never about a restricted person. The draft notes it in the same transaction as the
 * event's deliveries, so a repeated run announces nothing twice.
 */
async function announceAbandoned(payload: Payload, after: number, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'onboarding-drafts',
    where: {
      and: [
        { status: { equals: 'open' } },
        { restricted: { not_equals: true } },
        { 'mail.abandonedAt': { exists: false } },
        { lastSavedAt: { less_than_equal: new Date(now.getTime() - after).toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    await inTransaction(payload, async (req) => {
      await payload.db.updateOne({
        collection: 'onboarding-drafts',
        id: doc.id,
        data: { mail: { ...doc.mail, abandonedAt: now.toISOString() } },
        req,
        returning: false,
      })
      await queueWebhookEvent(
        req,
        'draft.abandoned',
        () =>
          draftAbandonedEventData({
            draftId: doc.reference,
            stepReached: doc.stepsDone as Step,
            startedAt: doc.createdAt,
            lastSavedAt: doc.lastSavedAt ?? doc.updatedAt,
            attribution: doc.attribution as AbandonedDraft['attribution'],
            answers: (doc.answers ?? {}) as Record<string, unknown>,
          }),
        { email: doc.email },
      )
    })
  }
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
