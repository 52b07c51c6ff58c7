import type { Field, PayloadRequest } from 'payload'
import { serverWritten } from '@/lib/access'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { audit } from '../AuditLog'
import { inTransaction, type Outcome } from '../DataRequests/answer'
import { staffName } from './history'

const COLLECTION = 'onboarding-submissions' as const

/** What staff did by hand about the brief e-mail: re-sent it, or recorded it as sent. */
export const BRIEF_ACTIONS = [
  { label: 'Re-sent', value: 'resent' },
  { label: 'Marked as sent by hand', value: 'marked' },
] as const

/** The brief e-mail's log of what staff did by hand, newest first: written by the server only. */
export const briefLogField: Field = {
  name: 'briefLog',
  type: 'array',
  admin: { readOnly: true, hidden: true },
  access: serverWritten,
  fields: [
    { name: 'what', type: 'select', required: true, options: BRIEF_ACTIONS.map((a) => ({ ...a })) },
    { name: 'by', type: 'text' },
    { name: 'at', type: 'date', required: true },
  ],
}

export type BriefLogEntry = {
  id?: string | null
  what: 'resent' | 'marked'
  by?: string | null
  at: string
}
type LogEntry = BriefLogEntry

/** The submission as the signed-in member of staff may read it (ops and admins), or undefined. */
async function readSubmission(req: PayloadRequest, id: number) {
  return req.payload
    .findByID({
      collection: COLLECTION,
      id,
      depth: 0,
      overrideAccess: false,
      req,
      context: { accessRecorded: true },
      select: {
        submissionId: true,
        restricted: true,
        anonymisedAt: true,
        briefStatus: true,
        briefLog: true,
      },
    })
    .catch(() => undefined)
}

/** Why the brief of this submission may not be e-mailed or marked, or null when it may. */
function refusal(doc: { restricted?: boolean | null; anonymisedAt?: string | null }) {
  if (doc.anonymisedAt) return 'This submission was anonymised: it has no brief to send.'
  if (doc.restricted) {
    return 'This person has restricted the use of their data: their brief is not e-mailed.'
  }
  return null
}

/** Adds one entry to the brief's log and sets its delivery state, in `req`'s transaction. */
async function log(
  req: PayloadRequest,
  doc: { id: number; briefLog?: LogEntry[] | null },
  what: LogEntry['what'],
  state: Record<string, unknown>,
) {
  const entry = { what, by: staffName(req), at: new Date().toISOString() }
  const before = (doc.briefLog ?? []).map(({ what, by, at }) => ({ what, by, at }))
  await req.payload.update({
    collection: COLLECTION,
    id: doc.id,
    data: { ...state, briefLog: [entry, ...before] },
    depth: 0,
    overrideAccess: true,
    req,
    context: { accessRecorded: true },
  })
  return entry
}

/**
 * Queues the brief e-mail again, through the same job, to the recipients in Site settings (never
 * to an address the member of staff gives). The re-sent e-mail has a Message-ID of its own, so a
 * mailbox that already holds the first one still shows it.
 */
export async function resendBrief(req: PayloadRequest, id: number): Promise<Outcome> {
  const doc = await readSubmission(req, id)
  if (!doc) return { ok: false, message: 'That submission could not be found.' }
  const refused = refusal(doc)
  if (refused) return { ok: false, message: refused }
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { briefRecipients: true },
    req,
  })
  const recipients = (settings.briefRecipients ?? []).length
  if (!recipients) {
    return {
      ok: false,
      message: 'No brief recipients are set in Site settings: add one there, then re-send.',
    }
  }
  const resends = (doc.briefLog ?? []).filter((entry) => entry.what === 'resent').length + 1
  return inTransaction(req, async () => {
    await log(req, doc as typeof doc & { id: number }, 'resent', {
      briefStatus: 'queued',
      briefDelivery: { attempts: 0, lastError: null, deliveredAt: null },
    })
    await req.payload.jobs.queue({
      task: 'sendBrief',
      input: { submission: doc.id, resend: resends },
      req,
    })
    await audit(req, `Re-sent the brief of submission ${doc.submissionId}`, [], [])
    return {
      ok: true,
      message: `Queued again for the ${recipients === 1 ? 'recipient' : `${recipients} recipients`} in Site settings: it goes out within seconds.`,
    }
  })
}

/**
 * Records that the brief reached the team another way (sent on by hand): its state becomes
 * delivered, with who said so and when, and a queued attempt still waiting then sends nothing.
 */
export async function markBriefSent(req: PayloadRequest, id: number): Promise<Outcome> {
  const doc = await readSubmission(req, id)
  if (!doc) return { ok: false, message: 'That submission could not be found.' }
  if (doc.briefStatus === 'delivered') {
    return { ok: false, message: 'This brief is already recorded as delivered.' }
  }
  const refused = refusal(doc)
  if (refused) return { ok: false, message: refused }
  return inTransaction(req, async () => {
    const entry = await log(req, doc as typeof doc & { id: number }, 'marked', {
      briefStatus: 'delivered',
      briefDelivery: { lastError: null, deliveredAt: new Date().toISOString() },
    })
    await audit(req, `Marked the brief of submission ${doc.submissionId} as sent`, [], [])
    return { ok: true, message: `Marked as sent by you, ${formatUtc(entry.at)}.` }
  })
}
