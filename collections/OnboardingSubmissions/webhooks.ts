import type { CollectionAfterChangeHook } from 'payload'
import { submissionEventData, type SubmissionRecord } from '@/lib/webhooks/events'
import type { OnboardingSubmission } from '@/payload-types'
import { queueWebhookEvent } from '../WebhookEndpoints/events'

/** A change of a submission's status is sent as `submission.updated`, in the same transaction. */
export const announceStatusChange: CollectionAfterChangeHook<OnboardingSubmission> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc || doc.status === previousDoc.status) return doc
  await queueWebhookEvent(
    req,
    'submission.updated',
    () => submissionEventData(doc as unknown as SubmissionRecord, previousDoc.status),
    { submission: doc.id, email: doc.email },
  )
  return doc
}
