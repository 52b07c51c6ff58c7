import type { Payload, TaskConfig } from 'payload'
import { emailTransport } from '@/server/email-config'
import { briefClientName, briefCompanyName, briefFileName } from '@/lib/onboarding/brief'
import type { OnboardingSubmission } from '@/payload-types'

const BRIEF_ATTEMPTS = 10

/**
 * One Message-ID per submission, the same on every attempt. A brief can be sent twice only when
 * the process dies after the SMTP server accepted it and before the delivery was recorded (no
 * protocol can close that window); the re-send then carries the same Message-ID, so mail stores
 * and readers recognise it as the same message rather than a second brief.
 */
function briefMessageId(
  submissionId: string,
  from = process.env.EMAIL_FROM ?? 'onboarding@leadpilot.example',
): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'leadpilot.example'
  return `<brief-${submissionId.replace(/[^A-Za-z0-9-]/g, '')}@${domain}>`
}

/**
 * E-mails a submission's brief to the internal recipients in site settings. Retried with
 * exponential back-off; each submission records its attempts and whether the brief arrived.
 * A brief already delivered is never sent again, nor one whose submission was deleted. Each
 * attempt is recorded before the e-mail goes out, so an attempt cut short by a killed process
 * stays on record and its re-send is logged.
 */
export const sendBriefTask: TaskConfig<'sendBrief'> = {
  slug: 'sendBrief',
  label: 'Send client brief',
  retries: { attempts: BRIEF_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  handler: ({ input, job, req }) => sendBrief(input.submission, job, req.payload),
}

async function sendBrief(
  id: number,
  job: { id: number | string; totalTried?: number | null },
  payload: Payload,
) {
  const collection = 'onboarding-submissions' as const
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    // Only what the e-mail needs: the answers' arrays would cost a join each.
    select: {
      submissionId: true,
      name: true,
      company: true,
      companyName: true,
      brief: true,
      briefStatus: true,
      briefDelivery: true,
      createdAt: true,
    },
  })
  // The submission was deleted (admins may) before its brief went out: there is nothing to send,
  // and no retry can change that, so the job ends here.
  if (!doc) {
    payload.logger.warn({ submission: id, job: job.id }, 'brief_submission_missing')
    return { output: {} }
  }
  if (doc.briefStatus === 'delivered') return { output: {} }

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { briefRecipients: true },
  })
  const to = (settings.briefRecipients ?? []).map((r) => r.email)
  // The queue's own count of tries, or the attempts on record if more: the queue never hears of
  // an attempt whose process was killed.
  const started = doc.briefDelivery?.attempts ?? 0
  const attempts = Math.max(job.totalTried ?? 0, started) + 1
  const messageId = briefMessageId(doc.submissionId)
  // An earlier attempt began and the queue never saw it end (its process was killed): it may
  // have reached the SMTP server, so this one may be a re-send, under the same Message-ID.
  if (started > (job.totalTried ?? 0))
    payload.logger.warn({ submission: doc.id, messageId, attempts }, 'brief_attempt_interrupted')
  await record(payload, doc.id, { briefDelivery: { attempts } })
  const name = briefClientName(doc as { name?: string })
  const company = briefCompanyName(doc as { companyName?: string; company?: string })
  try {
    if (!to.length) throw new Error('No brief recipients are set in Site settings.')
    await payload.sendEmail({
      to,
      subject: `New client brief: ${name}, ${company}`,
      messageId,
      text: doc.brief ?? '',
      attachments: [
        {
          filename: briefFileName(doc.name, new Date(doc.createdAt)),
          content: doc.brief ?? '',
          contentType: 'text/markdown',
        },
      ],
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // Recorded outside the job's own work, so the attempt stays on record when the job fails.
    await record(payload, doc.id, {
      // The queue gives up after BRIEF_ATTEMPTS of its own tries.
      briefStatus: (job.totalTried ?? 0) + 1 >= BRIEF_ATTEMPTS ? 'failed' : 'retrying',
      briefDelivery: { attempts, lastError: message.slice(0, 500) },
    })
    throw error
  }
  // Without SMTP settings the e-mail is held (not sent, not logged): that is no delivery, so it has
  // no delivery time.
  await record(
    payload,
    doc.id,
    emailTransport
      ? {
          briefStatus: 'delivered',
          briefDelivery: { attempts, lastError: null, deliveredAt: new Date().toISOString() },
        }
      : { briefStatus: 'logged', briefDelivery: { attempts, lastError: null, deliveredAt: null } },
  )
  return { output: {} }
}

type Delivery = Pick<OnboardingSubmission, 'briefStatus'> & {
  briefDelivery: Partial<NonNullable<OnboardingSubmission['briefDelivery']>>
}

/**
 * Records delivery state on the submission with one UPDATE of its own columns. (A full
 * `payload.update` would rewrite every answer, the ICP rows included, on each attempt; the
 * collection has no hooks or versions for it to run, and the fields are read-only in the admin.)
 */
async function record(payload: Payload, id: number, data: Partial<Delivery>): Promise<void> {
  await payload.db.updateOne({
    collection: 'onboarding-submissions',
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    returning: false,
  })
}
