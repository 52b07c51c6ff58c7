import { createLocalReq, type Payload, type TaskConfig } from 'payload'
import { complaintsPastRegister } from '@/lib/complaints'
import {
  addDays,
  addMonths,
  chatsDueForRemoval,
  periodsFrom,
  type RetentionPeriods,
} from '@/lib/retention'
import { deleteBookings } from '../../Bookings/record'
import { expireDrafts } from '../../OnboardingDrafts/clear'
import { anonymiseEntriesDue } from '../../Forms/retention'
import { anonymiseDue } from '../retention'
import { deleteAbandonedPages } from '../../Pages/untitled'
import { deleteUntouchedDrafts } from '../../untouched'

/** Finished jobs (a brief sent, a reset link e-mailed) keep their input this long, then go. */
const FINISHED_JOBS_DAYS = 30
/** Webhook deliveries (the message sent, which may name a person) are kept this long. */
const DELIVERIES_DAYS = 30

/**
 * The jobs queue's finished records older than FINISHED_JOBS_DAYS: their input names a
 * submission or an e-mail address, and they have nothing left to do.
 */
async function pruneFinishedJobs(payload: Payload, now: Date): Promise<number> {
  const before = addDays(now, -FINISHED_JOBS_DAYS).toISOString()
  const { docs } = await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: false } },
        {
          or: [
            { completedAt: { less_than: before } },
            { and: [{ hasError: { equals: true } }, { updatedAt: { less_than: before } }] },
          ],
        },
      ],
    },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * The register's answered data requests older than its period: the record that a request was made
 * and answered is kept that long, then goes. Open requests stay until they are answered.
 */
async function pruneRegister(
  payload: Payload,
  periods: RetentionPeriods,
  now: Date,
): Promise<number> {
  const before = addMonths(now, -12 * periods.registerYears).toISOString()
  const { docs } = await payload.delete({
    collection: 'data-requests',
    where: {
      and: [{ status: { not_equals: 'open' } }, { answeredAt: { less_than: before } }],
    },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Privacy complaints whose register period has run out: deleted whole, since the register is the
 * only reason to keep them.
 */
async function deleteExpiredComplaints(
  payload: Payload,
  registerYears: number,
  now: Date,
): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'privacy-complaints',
    where: complaintsPastRegister(registerYears, now),
    depth: 0,
    select: { reference: true },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Live chats whose last contact (a message from either side) is older than the enquiry period:
 * deleted whole, the visitor's words and ours with them.
 */
async function deleteStaleConversations(
  payload: Payload,
  periods: RetentionPeriods,
  now: Date,
): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'conversations',
    where: chatsDueForRemoval(periods, now),
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Booked calls past keeping: those of a submission that was anonymised, and those never linked to
 * a submission whose last event is older than the enquiry period.
 */
async function pruneBookings(
  payload: Payload,
  periods: RetentionPeriods,
  now: Date,
): Promise<number> {
  const before = addMonths(now, -periods.enquiryMonths).toISOString()
  const req = await createLocalReq({}, payload)
  return deleteBookings(req, {
    or: [
      { 'submission.anonymisedAt': { exists: true } },
      { and: [{ submission: { exists: false } }, { receivedAt: { less_than: before } }] },
    ],
  })
}

/**
 * Webhook deliveries past DELIVERIES_DAYS, and those about a submission that was anonymised: the
 * message sent is personal data, kept only to show admins how delivery went.
 */
async function pruneDeliveries(payload: Payload, now: Date): Promise<number> {
  const before = addDays(now, -DELIVERIES_DAYS).toISOString()
  const { docs } = await payload.delete({
    collection: 'webhook-deliveries',
    where: {
      or: [{ createdAt: { less_than: before } }, { 'submission.anonymisedAt': { exists: true } }],
    },
    depth: 0,
    select: { messageId: true },
    overrideAccess: true,
  })
  return docs.length
}

/**
 * Applies the retention periods (Settings → Privacy) every night: submissions and form entries
 * past their period are anonymised and the submissions' booked calls deleted; unmatched booked
 * calls and live chats past the enquiry period, privacy complaints past the register period,
 * untitled pages never published, drafts Create New made that nobody saved, finished jobs and webhook deliveries past a month are deleted.
 * Safe to run again at any time: what it removed is gone, and nothing else is due.
 */
export async function applyRetention(payload: Payload, now = new Date()) {
  const periods = periodsFrom(
    await payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }),
  )
  const anonymised = await anonymiseDue(payload, periods, now)
  const entriesAnonymised = await anonymiseEntriesDue(payload, periods, now)
  const complaintsDeleted = await deleteExpiredComplaints(payload, periods.registerYears, now)
  const bookingsDeleted = await pruneBookings(payload, periods, now)
  const conversationsDeleted = await deleteStaleConversations(payload, periods, now)
  const jobsDeleted = await pruneFinishedJobs(payload, now)
  const requestsDeleted = await pruneRegister(payload, periods, now)
  const draftsExpired = await expireDrafts(payload, periods.draftDays, now)
  const deliveriesDeleted = await pruneDeliveries(payload, now)
  const untitledPagesDeleted = await deleteAbandonedPages(payload, now)
  const untouchedDraftsDeleted = await deleteUntouchedDrafts(payload, now)
  const counts = {
    untitledPagesDeleted,
    untouchedDraftsDeleted,
    anonymised,
    entriesAnonymised,
    bookingsDeleted,
    complaintsDeleted,
    conversationsDeleted,
    draftsExpired,
    jobsDeleted,
    requestsDeleted,
    deliveriesDeleted,
  }
  payload.logger.info(counts, 'retention_applied')
  return counts
}

export const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'Apply retention periods',
  retries: 2,
  // Every night at 03:15 UTC; the runner queues it and runs it on its next tick.
  schedule: [{ cron: '0 15 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: await applyRetention(req.payload) }),
  outputSchema: [
    { name: 'anonymised', type: 'number', required: true },
    { name: 'entriesAnonymised', type: 'number', required: true },
    { name: 'complaintsDeleted', type: 'number', required: true },
    { name: 'bookingsDeleted', type: 'number', required: true },
    { name: 'conversationsDeleted', type: 'number', required: true },
    { name: 'jobsDeleted', type: 'number', required: true },
    { name: 'requestsDeleted', type: 'number', required: true },
    { name: 'draftsExpired', type: 'number', required: true },
    { name: 'deliveriesDeleted', type: 'number', required: true },
    { name: 'untitledPagesDeleted', type: 'number', required: true },
    { name: 'untouchedDraftsDeleted', type: 'number', required: true },
  ],
}
