import type { Payload, TaskConfig } from 'payload'
import { reminderEmail, resumeLinkEmail } from '@/lib/onboarding/draft-emails'
import { addDays, periodsFrom } from '@/lib/retention'
import { resumeCode, stopCode } from '@/server/draft-links'
import { stableMessageId, withoutAddresses } from '@/server/email-config'
import { inTransaction } from '../../transaction'
import { siteUrl } from '@/server/site-url'
import type { OnboardingDraft } from '@/payload-types'

const ATTEMPTS = 8
const TOTAL_STEPS = { full: 5, quick: 2 } as const

type Kind = 'link' | 'reminder'

/** The counter that says e-mail `n` of this kind went out. */
const sentCount = (doc: OnboardingDraft, kind: Kind) =>
  kind === 'link' ? (doc.mail?.linksSent ?? 0) : (doc.remindersSent ?? 0)

/** Why this e-mail must not go, or null when it may. */
function withheld(doc: OnboardingDraft, kind: Kind): string | null {
  if (doc.status !== 'open' || !doc.email) return 'not_open'
  if (doc.restricted) return 'restricted'
  if (kind === 'reminder' && doc.remindersStoppedAt) return 'stopped'
  return null
}

async function record(payload: Payload, doc: OnboardingDraft, data: Partial<OnboardingDraft>) {
  await payload.db.updateOne({
    collection: 'onboarding-drafts',
    id: doc.id,
    data,
    returning: false,
  })
}

/**
 * Sends e-mail `n` of a kind about an unfinished draft once: the resume link the person asked for,
 * or reminder `n`. Nothing goes for a draft that was sent, expired, erased, restricted or (for a
 * reminder) stopped by the time the job runs. The same Message-ID on every attempt; the draft
 * records that it went, so a job run again after a crash does not send it twice.
 */
async function sendDraftEmail(
  payload: Payload,
  input: { draft: number; kind: Kind; n: number },
  job: { id: number | string; totalTried?: number | null },
) {
  const doc = await payload.findByID({
    collection: 'onboarding-drafts',
    id: input.draft,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc || sentCount(doc, input.kind) >= input.n) return { output: {} }
  const reason = withheld(doc, input.kind)
  if (reason) {
    payload.logger.info({ draft: doc.id, kind: input.kind, reason }, 'draft_email_withheld')
    return { output: {} }
  }
  const [settings, privacy] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { brandName: true } }),
    payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }),
  ])
  const origin = siteUrl()
  const expiresAt = addDays(new Date(), periodsFrom(privacy).draftDays)
  const facts = {
    brandName: (settings as { brandName?: string }).brandName || 'Leadpilot',
    name: doc.name,
    stepsDone: doc.stepsDone,
    totalSteps: TOTAL_STEPS[doc.variant],
    resumeUrl: `${origin}${doc.page || '/onboarding'}?resume=${resumeCode(payload.secret, doc.reference, expiresAt)}`,
    expiresAt,
    privacyUrl: `${origin}/privacy`,
  }
  const code = stopCode(payload.secret, doc.reference)
  const message =
    input.kind === 'link'
      ? resumeLinkEmail(facts)
      : reminderEmail({ ...facts, n: input.n, stopUrl: `${origin}/reminders/stop?code=${code}` })
  const attempts = (doc.mail?.attempts ?? 0) + 1
  await record(payload, doc, { mail: { ...doc.mail, attempts } })
  try {
    await payload.sendEmail({
      to: doc.email!,
      ...message,
      messageId: stableMessageId(`${input.kind}${input.n}`, doc.reference),
      // A reminder carries the one-click stop of RFC 8058 for the mail client's own button.
      ...(input.kind === 'reminder'
        ? {
            list: { unsubscribe: `${origin}/api/onboarding/draft/stop?code=${code}` },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    })
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    // The SMTP server's refusal may quote the address.
    await record(payload, doc, {
      mail: { ...doc.mail, attempts, lastError: withoutAddresses(text).slice(0, 300) },
    })
    throw new Error(`The ${input.kind} e-mail could not be sent (job ${job.id}).`)
  }
  await record(
    payload,
    doc,
    input.kind === 'link'
      ? { mail: { ...doc.mail, attempts, lastError: null, linksSent: input.n } }
      : { remindersSent: input.n, mail: { ...doc.mail, attempts, lastError: null } },
  )
  payload.logger.info({ draft: doc.id, kind: input.kind, n: input.n }, 'draft_email_sent')
  return { output: {} }
}

/**
 * Queues e-mail `n` of a kind about a draft, noting on the draft in the same transaction that it
 * was queued: a repeated request (a retried run, a killed process) sees the note and does not
 * queue it twice, and the job sends it once.
 */
export async function queueDraftEmail(
  payload: Payload,
  doc: Pick<OnboardingDraft, 'id' | 'mail'>,
  kind: Kind,
  n: number,
): Promise<void> {
  await inTransaction(payload, async (req) => {
    await payload.db.updateOne({
      collection: 'onboarding-drafts',
      id: doc.id,
      data: { mail: { ...doc.mail, [kind === 'link' ? 'linksQueued' : 'remindersQueued']: n } },
      req,
      returning: false,
    })
    await payload.jobs.queue({ task: 'sendDraftEmail', input: { draft: doc.id, kind, n }, req })
  })
}

export const sendDraftEmailTask: TaskConfig<'sendDraftEmail'> = {
  slug: 'sendDraftEmail',
  label: 'Send unfinished onboarding e-mail',
  retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'draft', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      options: ['link', 'reminder'],
      required: true,
    },
    { name: 'n', type: 'number', required: true },
  ],
  handler: ({ input, job, req }) =>
    sendDraftEmail(req.payload, input as { draft: number; kind: Kind; n: number }, job),
}
