import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type RequiredDataFromCollectionSlug,
} from 'payload'
import { briefMarkdown, buildBrief, type Brief } from '@/lib/onboarding/brief'
import type { PlanChoice } from '@/lib/onboarding/plans'
import type { Submission } from '@/lib/onboarding/schema'
import type { OnboardingSubmission } from '@/payload-types'
import { confirmCommitted } from '@workarounds/database'
import { markDraftSent } from '@collections/OnboardingDrafts/clear'
import { queueWebhookEvent } from '@collections/WebhookEndpoints/events'
import { submissionEventData, type SubmissionRecord } from '@/lib/webhooks/events'
import { payloadClient } from './payload'

export type StoredSubmission = {
  id: number
  brief: Brief
  /** False when this submissionId was stored before (a retry): `record` is what was stored. */
  created: boolean
  record: OnboardingSubmission
}

/** The record Payload stores for a validated submission. */
function recordOf(
  submission: Submission,
  brief: Brief,
): RequiredDataFromCollectionSlug<'onboarding-submissions'> {
  const { icps, ...answers } = submission
  return {
    ...answers,
    icps: icps.map((icp) => ({
      ...icp,
      jobTitles: icp.jobTitles.filter((title) => title !== ''),
    })),
    brief: briefMarkdown(brief),
    status: 'new',
    briefStatus: 'queued',
    confirmationStatus: 'queued',
  }
}

async function findBySubmissionId(payload: Payload, submissionId: string) {
  const { docs } = await payload.find({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: submissionId } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0]
}

/**
 * Stores a validated submission once, with its brief e-mail job, through Payload's own write
 * path in one transaction: a stored submission always has its jobs (the brief to the team, the
 * confirmation to the client, its webhooks), and a failure leaves none of them behind. A retry with the same submissionId trips the unique index and is answered with what was
 * stored. The queue's runner sends the e-mail; the visitor never waits for it.
 */
export async function storeSubmission(
  submission: Submission,
  {
    now = new Date(),
    plans = [],
  }: {
    now?: Date
    /** The plans the brief names a chosen plan from. */
    plans?: readonly PlanChoice[]
  } = {},
): Promise<StoredSubmission> {
  const payload = await payloadClient()
  const brief = buildBrief(submission, { date: now, plans })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const record = await payload.create({
      collection: 'onboarding-submissions',
      data: recordOf(submission, brief),
      depth: 0,
      req,
    })
    await payload.jobs.queue({ task: 'sendBrief', input: { submission: record.id }, req })
    await payload.jobs.queue({ task: 'sendConfirmation', input: { submission: record.id }, req })
    await markDraftSent(req, submission.submissionId, record.id)
    await queueWebhookEvent(
      req,
      'submission.created',
      () => submissionEventData(record as unknown as SubmissionRecord),
      { submission: record.id, email: record.email },
    )
    await commitTransaction(req)
    await confirmCommitted(payload, record.id)
    return { id: record.id, brief, created: true, record }
  } catch (error) {
    await killTransaction(req)
    // A retry, or two identical requests at once: the unique submissionId refused this one.
    const stored = await findBySubmissionId(payload, submission.submissionId)
    if (!stored) throw error
    const storedBrief = buildBrief(stored, { date: new Date(stored.createdAt), plans })
    return { id: stored.id, brief: storedBrief, created: false, record: stored }
  }
}
