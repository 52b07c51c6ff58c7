import type { Payload, TaskConfig } from 'payload'
import { acknowledgementEmail } from '@/lib/complaints'
import { emailTransport, stableMessageId, withoutAddresses } from '@/server/email-config'
import type { PrivacyComplaint } from '@/payload-types'

const COLLECTION = 'privacy-complaints' as const
const ACKNOWLEDGEMENT_ATTEMPTS = 10

/**
 * E-mails the complainant the acknowledgement of their complaint: when we received it, by when a
 * person will reply, and its reference. Retried with exponential back-off; each complaint records
 * its attempts, the last error and when the acknowledgement was delivered. One already delivered
 * is never sent again, nor one for a complaint that was deleted. Every attempt carries the same
 * Message-ID, so a re-send after an interrupted attempt is recognisably the same message. The log
 * names the complaint by its database id only: never its address or what it says.
 */
export const acknowledgeComplaintTask: TaskConfig<'acknowledgeComplaint'> = {
  slug: 'acknowledgeComplaint',
  label: 'Acknowledge privacy complaint',
  retries: { attempts: ACKNOWLEDGEMENT_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'complaint', type: 'number', required: true }],
  handler: ({ input, job, req }) => acknowledge(input.complaint, job, req.payload),
}

async function acknowledge(
  id: number,
  job: { id: number | string; totalTried?: number | null },
  payload: Payload,
) {
  const doc = await payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: {
      reference: true,
      name: true,
      email: true,
      receivedAt: true,
      dueAt: true,
      acknowledgement: true,
    },
  })
  if (!doc) {
    payload.logger.warn({ complaint: id, job: job.id }, 'complaint_acknowledgement_missing')
    return { output: {} }
  }
  if (doc.acknowledgement?.acknowledgedAt) return { output: {} }

  // The queue's own count of tries, or the attempts on record if more: the queue never hears of
  // an attempt whose process was killed.
  const started = doc.acknowledgement?.attempts ?? 0
  const attempts = Math.max(job.totalTried ?? 0, started) + 1
  const messageId = stableMessageId('complaint', doc.reference)
  if (started > (job.totalTried ?? 0))
    payload.logger.warn({ complaint: doc.id, attempts }, 'complaint_acknowledgement_interrupted')
  await record(payload, doc.id, { attempts })
  const { subject, text } = acknowledgementEmail({
    name: doc.name,
    reference: doc.reference,
    receivedAt: doc.receivedAt!,
    dueAt: doc.dueAt!,
  })
  try {
    await payload.sendEmail({ to: doc.email, subject, text, messageId })
  } catch (error) {
    // An SMTP server's refusal may quote the address; the queue logs what the task throws.
    const message = withoutAddresses(error instanceof Error ? error.message : String(error))
    // Recorded outside the job's own work, so the attempt stays on record when the job fails.
    await record(payload, doc.id, { attempts, lastError: message.slice(0, 500) })
    throw new Error(message)
  }
  // Without SMTP settings the e-mail is held, not sent: that is no delivery.
  await record(payload, doc.id, {
    attempts,
    lastError: null,
    acknowledgedAt: emailTransport ? new Date().toISOString() : null,
  })
  payload.logger.info(
    { complaint: doc.id, attempts, held: !emailTransport },
    'complaint_acknowledged',
  )
  return { output: {} }
}

type Acknowledgement = Partial<NonNullable<PrivacyComplaint['acknowledgement']>>

/** Records the acknowledgement's delivery with one UPDATE of the complaint's own columns. */
async function record(payload: Payload, id: number, data: Acknowledgement): Promise<void> {
  await payload.db.updateOne({
    collection: COLLECTION,
    id,
    data: { acknowledgement: data, updatedAt: new Date().toISOString() },
    returning: false,
  })
}
