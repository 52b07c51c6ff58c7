import type { Payload, SendEmailOptions } from 'payload'
import { emailTransport, stableMessageId } from '@/server/email-config'
import type { OnboardingSubmission } from '@/payload-types'

/** How many times the queue tries each e-mail about a submission before it gives up. */
export const DELIVERY_ATTEMPTS = 10

/** The e-mails sent about a submission, each with its own state on the record. */
const CHANNELS = {
  brief: { status: 'briefStatus', delivery: 'briefDelivery' },
  confirmation: { status: 'confirmationStatus', delivery: 'confirmationDelivery' },
} as const

export type Channel = keyof typeof CHANNELS

/** What an e-mail about a submission is written from. */
export type Subject = Pick<
  OnboardingSubmission,
  | 'id'
  | 'submissionId'
  | 'name'
  | 'email'
  | 'company'
  | 'companyName'
  | 'brief'
  | 'variant'
  | 'createdAt'
>

type Job = {
  id: number | string
  totalTried?: number | null
  /** A re-send staff asked for (1, 2, …): its Message-ID is its own. */
  resend?: number | null
}

type State = {
  status?: string
  delivery: { attempts?: number; lastError?: string | null; deliveredAt?: string | null }
}

/**
 * Records an e-mail's delivery state on the submission with one UPDATE of its own columns. (A full
 * `payload.update` would rewrite every answer, the ICP rows included, on each attempt; the
 * fields are read-only in the admin and nothing else needs to run.)
 */
async function record(payload: Payload, id: number, channel: Channel, state: Partial<State>) {
  const fields = CHANNELS[channel]
  await payload.db.updateOne({
    collection: 'onboarding-submissions',
    id,
    data: {
      ...(state.status ? { [fields.status]: state.status } : {}),
      ...(state.delivery ? { [fields.delivery]: state.delivery } : {}),
      updatedAt: new Date().toISOString(),
    },
    returning: false,
  })
}

/**
 * Sends one e-mail about a submission at most once, as a queue job's attempt: none for a
 * submission deleted meanwhile or already delivered; withheld for a person who restricted the
 * use of their data or had it erased. Each attempt is recorded before the e-mail goes out, so an
 * attempt cut short by a killed process stays on record and its re-send is logged. `compose`
 * writes the message; an error it throws (no recipients) counts as a failed attempt.
 */
export async function deliverOnce(
  payload: Payload,
  id: number,
  job: Job,
  channel: Channel,
  compose: (doc: Subject) => Promise<Omit<SendEmailOptions, 'messageId'>>,
) {
  const fields = CHANNELS[channel]
  const doc = await payload.findByID({
    collection: 'onboarding-submissions',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    // Only what the e-mails need: the answers' arrays would cost a join each.
    select: {
      submissionId: true,
      name: true,
      email: true,
      company: true,
      companyName: true,
      brief: true,
      variant: true,
      createdAt: true,
      restricted: true,
      anonymisedAt: true,
      [fields.status]: true,
      [fields.delivery]: true,
    },
  })
  // The submission was deleted (admins may) before the e-mail went out: there is nothing to
  // send, and no retry can change that, so the job ends here.
  if (!doc) {
    payload.logger.warn({ submission: id, job: job.id }, `${channel}_submission_missing`)
    return { output: {} }
  }
  const stored = doc as unknown as Record<string, unknown>
  if (stored[fields.status] === 'delivered') return { output: {} }
  if (doc.restricted || doc.anonymisedAt) {
    await record(payload, doc.id, channel, { status: 'withheld' })
    payload.logger.info({ submission: doc.id, job: job.id }, `${channel}_withheld`)
    return { output: {} }
  }

  // The queue's own count of tries, or the attempts on record if more: the queue never hears of
  // an attempt whose process was killed.
  const delivery = (stored[fields.delivery] ?? {}) as State['delivery']
  const started = delivery.attempts ?? 0
  const attempts = Math.max(job.totalTried ?? 0, started) + 1
  // One Message-ID per submission and e-mail (and per re-send), the same on every attempt.
  const id_ = stableMessageId(
    channel,
    job.resend ? `${doc.submissionId}-resend-${job.resend}` : doc.submissionId,
  )
  // An earlier attempt began and the queue never saw it end: it may have reached the SMTP
  // server, so this one may be a re-send, under the same Message-ID.
  if (started > (job.totalTried ?? 0)) {
    payload.logger.warn(
      { submission: doc.id, messageId: id_, attempts },
      `${channel}_attempt_interrupted`,
    )
  }
  await record(payload, doc.id, channel, { delivery: { attempts } })
  try {
    await payload.sendEmail({ ...(await compose(doc as Subject)), messageId: id_ })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // Recorded outside the job's own work, so the attempt stays on record when the job fails.
    await record(payload, doc.id, channel, {
      // The queue gives up after DELIVERY_ATTEMPTS of its own tries.
      status: (job.totalTried ?? 0) + 1 >= DELIVERY_ATTEMPTS ? 'failed' : 'retrying',
      delivery: { attempts, lastError: message.slice(0, 500) },
    })
    throw error
  }
  // Without SMTP settings the e-mail is held (not sent, not logged): that is no delivery, so it
  // has no delivery time.
  await record(
    payload,
    doc.id,
    channel,
    emailTransport
      ? {
          status: 'delivered',
          delivery: { attempts, lastError: null, deliveredAt: new Date().toISOString() },
        }
      : { status: 'logged', delivery: { attempts, lastError: null, deliveredAt: null } },
  )
  return { output: {} }
}
