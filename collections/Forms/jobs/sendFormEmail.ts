import type { Payload, TaskConfig } from 'payload'
import { fillPlaceholders, labelledAnswers, type FormFieldDefinition } from '@/lib/forms'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { emailTransport, stableMessageId, withoutAddresses } from '@/server/email-config'
import { siteUrl } from '@/server/site-url'
import type { Form, FormSubmission } from '@/payload-types'

const ATTEMPTS = 10

type Kind = 'notification' | 'confirmation'
type Delivery = { deliveredAt?: string | null; attempts?: number | null; lastError?: string | null }

/**
 * E-mails about one form entry, from the jobs queue: the team's notification (to the form's
 * admin-set address, replying to the sender) or the sender's confirmation (the marketer's words,
 * to the address the sender gave). Each is sent once: retried with back-off, every attempt
 * recorded on the entry, never again once delivered, and never for an entry deleted, anonymised or
 * restricted meanwhile. Every attempt carries the same Message-ID. The log names the entry by its
 * id only.
 */
export const sendFormEmailTask: TaskConfig<'sendFormEmail'> = {
  slug: 'sendFormEmail',
  label: 'Send a form entry’s e-mail',
  retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'entry', type: 'number', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['notification', 'confirmation'],
    },
  ],
  handler: ({ input, job, req }) => deliver(req.payload, input.entry, input.kind as Kind, job),
}

/** The e-mail for this entry: to whom, with what subject and words. */
function compose(kind: Kind, entry: FormSubmission, form: Form) {
  const answers = entry.submissionData ?? []
  if (kind === 'confirmation') {
    return {
      to: entry.email!,
      subject: fillPlaceholders(form.confirmationEmail?.subject ?? '', answers),
      text: fillPlaceholders(form.confirmationEmail?.body ?? '', answers),
    }
  }
  const lines = labelledAnswers(form.fields as FormFieldDefinition[], answers).map(
    ([label, value]) => `${label}:\n${value || '(left blank)'}\n`,
  )
  return {
    to: form.notifyTo!,
    ...(entry.email ? { replyTo: entry.email } : {}),
    subject: `New entry: ${form.title}${entry.name ? ` from ${entry.name}` : ''}`,
    text: [
      `A new entry arrived through “${form.title}” on ${formatUtc(entry.createdAt)} (UTC)${
        entry.pagePath ? `, sent from ${entry.pagePath}` : ''
      }.`,
      '',
      ...lines,
      `Open it in the admin: ${siteUrl()}/admin/collections/form-submissions/${entry.id}`,
      entry.email ? 'Reply to this e-mail to answer the sender.' : '',
    ].join('\n'),
  }
}

async function record(payload: Payload, id: number, kind: Kind, state: Delivery) {
  await payload.db.updateOne({
    collection: 'form-submissions',
    id,
    data: { [kind]: state, updatedAt: new Date().toISOString() },
    returning: false,
  })
}

async function deliver(
  payload: Payload,
  id: number,
  kind: Kind,
  job: { id: number | string; totalTried?: number | null },
) {
  const entry = await payload.findByID({
    collection: 'form-submissions',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!entry) {
    payload.logger.warn({ entry: id, job: job.id }, `form_${kind}_entry_missing`)
    return { output: {} }
  }
  const state: Delivery = entry[kind] ?? {}
  if (state.deliveredAt) return { output: {} }
  if (entry.restricted || entry.anonymisedAt) {
    payload.logger.info({ entry: id, job: job.id }, `form_${kind}_withheld`)
    return { output: {} }
  }
  const form = await payload.findByID({
    collection: 'forms',
    id: typeof entry.form === 'object' ? entry.form.id : entry.form,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const message = form ? compose(kind, entry, form) : undefined
  if (!message?.to) {
    payload.logger.warn({ entry: id, job: job.id }, `form_${kind}_no_recipient`)
    return { output: {} }
  }
  const started = state.attempts ?? 0
  const attempts = Math.max(job.totalTried ?? 0, started) + 1
  await record(payload, id, kind, { attempts })
  try {
    await payload.sendEmail({
      ...message,
      messageId: stableMessageId(`form-${kind}`, String(entry.id)),
    })
  } catch (error) {
    const reason = withoutAddresses(error instanceof Error ? error.message : String(error))
    await record(payload, id, kind, { attempts, lastError: reason.slice(0, 500) })
    throw new Error(reason)
  }
  // Without SMTP settings the e-mail is held, not sent: that is no delivery.
  await record(payload, id, kind, {
    attempts,
    lastError: null,
    deliveredAt: emailTransport ? new Date().toISOString() : null,
  })
  payload.logger.info({ entry: id, attempts, held: !emailTransport }, `form_${kind}_sent`)
  return { output: {} }
}
