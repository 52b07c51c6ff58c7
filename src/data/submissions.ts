import { randomBytes } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import { buildBrief } from '@/lib/onboarding/brief'
import type { Submission } from '@/lib/onboarding/schema'
import type { OnboardingSubmission } from '@/payload-types'
import { payloadClient } from './payload'

export type StoredSubmission = {
  id: number
  brief: string
  created: boolean
}

type SubmissionData = Omit<OnboardingSubmission, 'id'>

/** An array row's id, shaped as Payload makes them (24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/**
 * The complete record for a validated submission: every answer, the brief, its delivery state,
 * and what Payload would add itself (timestamps, array row ids, checkbox defaults).
 */
function submissionRecord(submission: Submission, brief: string, now = new Date()): SubmissionData {
  return {
    submissionId: submission.submissionId,
    variant: submission.variant,
    offer: submission.offer ?? null,
    status: 'new',
    briefStatus: 'queued',
    name: submission.name,
    email: submission.email,
    company: submission.company,
    role: submission.role,
    phone: submission.phone,
    companyName: submission.companyName,
    companyWebsite: submission.companyWebsite,
    offeringSummary: submission.offeringSummary,
    coreProducts: submission.coreProducts,
    icps: submission.icps.map((icp) => ({
      id: rowId(),
      jobTitles: icp.jobTitles.filter((title) => title !== ''),
      companySize: icp.companySize,
      industry: icp.industry,
      countries: icp.countries,
      locations: icp.locations,
      painFrustration: icp.painFrustration,
      benefits: icp.benefits,
      valueOffering: icp.valueOffering,
    })),
    prospectProblem: submission.prospectProblem,
    internalProblem: submission.internalProblem,
    externalProblem: submission.externalProblem,
    howYouEmpathise: submission.howYouEmpathise,
    credibility: submission.credibility,
    callToAction: submission.callToAction,
    leadTowards: submission.leadTowards,
    leadAwayFrom: submission.leadAwayFrom,
    transformation: submission.transformation,
    linkedinCredentials: submission.linkedinCredentials,
    shareCredentials: false,
    setup2fa: false,
    completedSignup: submission.completedSignup,
    bookedCall: submission.bookedCall,
    brief,
    briefDelivery: { attempts: 0 },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }
}

async function findBySubmissionId(payload: Payload, submissionId: string) {
  const doc: Pick<OnboardingSubmission, 'id' | 'brief'> | null = await payload.db.findOne({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: submissionId } },
    select: { brief: true },
  })
  return doc ?? undefined
}

/**
 * Stores a validated submission once (a retry with the same submissionId returns the stored
 * one) and queues its brief e-mail in the same database transaction, so a stored submission
 * always has its e-mail job and a failed one leaves neither behind.
 */
export async function storeSubmission(
  submission: Submission,
  now = new Date(),
): Promise<StoredSubmission> {
  const payload = await payloadClient()
  // No look-up first: a retry trips the unique submissionId and is answered from the catch below
  // (PostgreSQL logs the refused insert, and the id sequence skips a number; both harmless).
  const brief = buildBrief(submission, { date: now })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // Straight to the database adapter: the answers were validated by the schema the wizard
    // shares, and the collection has no hooks. Payload's create operation would walk every field
    // again to validate and run hooks, which was most of this endpoint's time (npm run bench).
    const doc = await payload.db.create({
      collection: 'onboarding-submissions',
      data: submissionRecord(submission, brief, now),
      req,
      select: { submissionId: true },
    })
    // The queue's runner (every two seconds) sends it; the visitor never waits for the e-mail.
    await payload.jobs.queue({ task: 'sendBrief', input: { submission: doc.id }, req })
    await commitTransaction(req)
    // Payload's PostgreSQL adapter swallows a failed COMMIT (a connection lost at that moment):
    // it rolls back and returns as if all went well. Read the record back before saying so.
    const committed = await findBySubmissionId(payload, submission.submissionId)
    if (committed?.id !== doc.id) throw new Error('The submission was not committed.')
    return { id: doc.id, brief, created: true }
  } catch (error) {
    await killTransaction(req)
    // A retry, or two identical requests at once: the unique submissionId stops the second;
    // answer with the one stored.
    const winner = await findBySubmissionId(payload, submission.submissionId)
    if (winner) return { id: winner.id, brief: winner.brief ?? '', created: false }
    throw error
  }
}
