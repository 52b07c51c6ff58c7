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
  jobId?: number | string
}

type SubmissionData = Omit<OnboardingSubmission, 'id' | 'createdAt' | 'updatedAt'>

/** The record for a validated submission: every answer, the brief, and its delivery state. */
export function submissionRecord(submission: Submission, brief: string): SubmissionData {
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
    completedSignup: submission.completedSignup,
    bookedCall: submission.bookedCall,
    brief,
    briefDelivery: { attempts: 0 },
  }
}

async function findBySubmissionId(payload: Payload, submissionId: string) {
  const { docs } = await payload.find({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: submissionId } },
    limit: 1,
    depth: 0,
    select: { brief: true },
  })
  return docs[0]
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
  const existing = await findBySubmissionId(payload, submission.submissionId)
  if (existing) return { id: existing.id, brief: existing.brief ?? '', created: false }

  const brief = buildBrief(submission, { date: now })
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const doc = await payload.create({
      collection: 'onboarding-submissions',
      data: submissionRecord(submission, brief),
      req,
      overrideAccess: true,
      depth: 0,
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
    // Two identical requests at once: the second trips the unique submissionId; answer with the first.
    const winner = await findBySubmissionId(payload, submission.submissionId)
    if (winner) return { id: winner.id, brief: winner.brief ?? '', created: false }
    throw error
  }
}
