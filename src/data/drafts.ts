import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import {
  sourceLine,
  type DraftAnswers,
  type DraftSave,
  type ResumeProblem,
  type ServerDraft,
} from '@/lib/onboarding/server-draft'
import { addDays, periodsFrom } from '@/lib/retention'
import type { OnboardingDraft } from '@/payload-types'
import { draftToken, isDraftToken, readResumeCode, readStopCode } from '@/server/draft-links'
import { queueDraftEmail } from '@collections/OnboardingDrafts/jobs/sendDraftEmail'
import { database } from '@collections/transaction'
import { payloadClient } from './payload'

const COLLECTION = 'onboarding-drafts' as const

async function findDraft(payload: Payload, reference: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { reference: { equals: reference.toLowerCase() } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

async function isSubmitted(payload: Payload, reference: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: reference.toLowerCase() } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** How many days unfinished answers are kept, as admins set it. */
async function draftDays(payload: Payload): Promise<number> {
  return periodsFrom(await payload.findGlobal({ slug: 'privacy-settings', overrideAccess: true }))
    .draftDays
}

/** The draft as the wizard carries on from it. */
function asServerDraft(secret: string, doc: OnboardingDraft): ServerDraft {
  return {
    reference: doc.reference,
    token: draftToken(secret, doc.reference),
    revision: doc.revision,
    stepsDone: doc.stepsDone,
    variant: doc.variant,
    answers: (doc.answers ?? {}) as DraftAnswers,
    ...(doc.offer ? { offer: doc.offer } : {}),
    savedAt: doc.lastSavedAt ?? doc.updatedAt,
  }
}

export type SaveResult =
  | { kind: 'saved' | 'conflict'; draft: ServerDraft }
  /** The draft exists and this browser did not show its token. */
  | { kind: 'forbidden' }
  /** The answers under this reference were sent already. */
  | { kind: 'sent' }

/**
 * Saves a wizard's progress: the first save of a reference creates its draft and hands out its
 * token; later ones need the token and the revision they build on. A save over a newer revision
 * (another device saved since) changes nothing and answers with the newer draft. Each save moves
 * the draft's expiry to the period after it.
 */
export async function saveDraft(
  save: DraftSave,
  answers: DraftAnswers,
  now = new Date(),
): Promise<SaveResult> {
  const payload = await payloadClient()
  const reference = save.reference.toLowerCase()
  const existing = await findDraft(payload, reference)
  if (save.token && !isDraftToken(payload.secret, reference, save.token))
    return { kind: 'forbidden' }
  if (existing && !save.token) return { kind: 'forbidden' }
  if (existing?.status === 'submitted' || (!existing && (await isSubmitted(payload, reference))))
    return { kind: 'sent' }

  const days = await draftDays(payload)
  const data = {
    name: answers.name || null,
    email: answers.email || null,
    companyName: answers.companyName || answers.company || null,
    stepsDone: save.stepsDone,
    variant: save.variant,
    answers,
    page: save.page,
    status: 'open' as const,
    lastSavedAt: now.toISOString(),
    expiresAt: addDays(now, days).toISOString(),
  }

  if (!existing) {
    try {
      const created = await payload.create({
        collection: COLLECTION,
        data: {
          ...data,
          reference,
          revision: 1,
          ...(save.offer ? { offer: save.offer } : {}),
          attribution: save.attribution ?? {},
          source: sourceLine(save.attribution),
        },
        depth: 0,
        overrideAccess: true,
      })
      return { kind: 'saved', draft: asServerDraft(payload.secret, created) }
    } catch (error) {
      // Two first saves at once: the unique reference kept one; this one builds on nothing.
      const stored = await findDraft(payload, reference)
      if (!stored) throw error
      return { kind: 'conflict', draft: asServerDraft(payload.secret, stored) }
    }
  }

  if (existing.revision !== save.baseRevision) {
    return { kind: 'conflict', draft: asServerDraft(payload.secret, existing) }
  }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    // Claims the revision: a concurrent save of the same revision waits for this row, then finds
    // it moved on and is answered as a conflict.
    const db = await database(payload, req)
    const { rows } = await db.execute(sql`
      update onboarding_drafts set revision = revision + 1
      where id = ${existing.id} and revision = ${save.baseRevision}
      returning revision`)
    if (rows.length === 0) {
      await killTransaction(req)
      const stored = (await findDraft(payload, reference)) ?? existing
      return { kind: 'conflict', draft: asServerDraft(payload.secret, stored) }
    }
    const updated = await payload.update({
      collection: COLLECTION,
      id: existing.id,
      data: { ...data, revision: save.baseRevision + 1 },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    return { kind: 'saved', draft: asServerDraft(payload.secret, updated) }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export type ResumeResult = { ok: true; draft: ServerDraft } | { ok: false; problem: ResumeProblem }

/** Opens the draft a resume link names, or says why it cannot. */
export async function openResumeLink(code: string, now = new Date()): Promise<ResumeResult> {
  const payload = await payloadClient()
  const check = readResumeCode(payload.secret, code, now)
  if (!check.ok && !check.reference) return { ok: false, problem: 'invalid' }
  const reference = check.reference!
  const doc = await findDraft(payload, reference)
  if (doc?.status === 'submitted' || (!doc && (await isSubmitted(payload, reference))))
    return { ok: false, problem: 'submitted' }
  if (!check.ok || !doc || doc.status !== 'open') return { ok: false, problem: 'expired' }
  return { ok: true, draft: asServerDraft(payload.secret, doc) }
}

export type LinkRequest = { ok: true; email: string } | { ok: false; problem: 'forbidden' | 'gone' }

/**
 * Queues an e-mail with a link to finish the draft on any device, to the address given on step 1.
 * Only the browser holding the draft's token may ask.
 */
export async function requestResumeLink(reference: string, token: string): Promise<LinkRequest> {
  const payload = await payloadClient()
  if (!isDraftToken(payload.secret, reference.toLowerCase(), token))
    return { ok: false, problem: 'forbidden' }
  const doc = await findDraft(payload, reference)
  if (!doc || doc.status !== 'open' || !doc.email) return { ok: false, problem: 'gone' }
  await queueDraftEmail(payload, doc, 'link', (doc.mail?.linksQueued ?? 0) + 1)
  return { ok: true, email: doc.email }
}

/** Stops the reminders of the draft a stop code names; false when the code is not valid. */
export async function stopReminders(code: string, now = new Date()): Promise<boolean> {
  const payload = await payloadClient()
  const reference = readStopCode(payload.secret, code)
  if (!reference) return false
  const doc = await findDraft(payload, reference)
  if (doc && !doc.remindersStoppedAt) {
    await payload.db.updateOne({
      collection: COLLECTION,
      id: doc.id,
      data: { remindersStoppedAt: now.toISOString() },
      returning: false,
    })
    payload.logger.info({ draft: doc.id }, 'draft_reminders_stopped')
  }
  return true
}
