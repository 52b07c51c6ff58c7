import type { Payload, PayloadRequest } from 'payload'
import { readableSubmission, type ExportedSubmission } from '@/lib/onboarding/submission-csv'
import { bookingSummary } from '@/lib/bookings'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { labelledAnswers, type FormFieldDefinition } from '@/lib/forms'
import { deleteBookings } from '../Bookings/record'
import { eraseDrafts } from '../OnboardingDrafts/clear'
import { findByEmail } from '../email-lookup'
import { anonymise } from '../OnboardingSubmissions/retention'
import { anonymiseEntries } from '../Forms/retention'

/** One record that holds a person's data, as the data request screen lists and exports it. */
type Held = {
  collection: string
  id: number | string
  title: string
  createdAt: string
  restricted: boolean
  /** The record as stored, for the portable (JSON) copy. */
  stored: Record<string, unknown>
  /** The record as headed lines, for the readable copy. */
  readable: Array<[heading: string, value: string]>
}

/**
 * A collection that holds personal data keyed by an e-mail address: how to find a person's
 * records in it, and what restricting and erasing them does. Every collection with a visitor's
 * personal data has an entry here, so a request reaches all of it.
 */
type Holder = {
  collection:
    | 'onboarding-submissions'
    | 'onboarding-drafts'
    | 'privacy-complaints'
    | 'bookings'
    | 'webhook-deliveries'
    | 'conversations'
    | 'form-submissions'
  label: string
  find: (payload: Payload, email: string, req: PayloadRequest) => Promise<Held[]>
  /** Stops further e-mails, webhooks and exports of these records, or allows them again. */
  restrict?: (req: PayloadRequest, ids: Held['id'][], restricted: boolean) => Promise<void>
  /** Removes the person from these records for good. */
  erase: (req: PayloadRequest, ids: Held['id'][]) => Promise<void>
}

/** Erasing that deletes the records whole. */
const deleteWhole =
  (collection: 'privacy-complaints' | 'webhook-deliveries' | 'conversations'): Holder['erase'] =>
  async (req, ids) => {
    if (ids.length === 0) return
    await req.payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, req })
  }

const HOLDERS: Holder[] = [
  {
    collection: 'onboarding-submissions',
    label: 'Onboarding submissions',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'onboarding-submissions', email, req)).map((doc) => ({
        collection: 'onboarding-submissions',
        id: doc.id,
        title: `${doc.name || 'Unnamed client'}, ${formatUtc(doc.createdAt)}`,
        createdAt: doc.createdAt,
        restricted: Boolean(doc.restricted),
        stored: doc as unknown as Record<string, unknown>,
        readable: readableSubmission(doc as unknown as ExportedSubmission),
      })),
    restrict: async (req, ids, restricted) => {
      for (const id of ids) {
        await req.payload.update({
          collection: 'onboarding-submissions',
          id,
          data: { restricted },
          depth: 0,
          overrideAccess: true,
          req,
          context: { accessRecorded: true },
        })
      }
    },
    erase: (req, ids) => anonymise(req.payload, ids, new Date(), req),
  },
  {
    collection: 'onboarding-drafts',
    label: 'Unfinished onboardings',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'onboarding-drafts', email, req)).map((doc) => ({
        collection: 'onboarding-drafts',
        id: doc.id,
        title: `${doc.name || 'Unnamed'}: ${doc.stepsDone} steps done, last saved ${formatUtc(doc.lastSavedAt ?? doc.createdAt)}`,
        createdAt: doc.createdAt,
        restricted: Boolean(doc.restricted),
        stored: doc as unknown as Record<string, unknown>,
        readable: [
          ['Name', doc.name ?? ''],
          ['E-mail address', doc.email ?? ''],
          ['Company', doc.companyName ?? ''],
          ['Steps done', String(doc.stepsDone)],
          ['Last saved (UTC)', doc.lastSavedAt ? formatUtc(doc.lastSavedAt) : ''],
          ['Answers', JSON.stringify(doc.answers ?? {}, null, 2)],
          ['Where the visit came from', doc.source ?? ''],
          ['Reminders sent', String(doc.remindersSent ?? 0)],
        ],
      })),
    restrict: async (req, ids, restricted) => {
      for (const id of ids) {
        await req.payload.db.updateOne({
          collection: 'onboarding-drafts',
          id,
          data: { restricted },
          req,
          returning: false,
        })
      }
    },
    // The answers go; how far the visit got stays, with nothing that names the person.
    erase: async (req, ids) => {
      await eraseDrafts(req, ids)
    },
  },
  {
    collection: 'form-submissions',
    label: 'Form entries',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'form-submissions', email, req, 1)).map((doc) => {
        const form = typeof doc.form === 'object' ? doc.form : undefined
        return {
          collection: 'form-submissions',
          id: doc.id,
          title: `${form?.title ?? 'Form entry'}, ${formatUtc(doc.createdAt)}`,
          createdAt: doc.createdAt,
          restricted: Boolean(doc.restricted),
          stored: doc as unknown as Record<string, unknown>,
          readable: [
            ['Form', form?.title ?? ''],
            ['Sent (UTC)', formatUtc(doc.createdAt)],
            ['Sent from page', doc.pagePath ?? ''],
            ...labelledAnswers(form?.fields as FormFieldDefinition[], doc.submissionData),
          ],
        }
      }),
    restrict: async (req, ids, restricted) => {
      for (const id of ids) {
        await req.payload.db.updateOne({
          collection: 'form-submissions',
          id,
          data: { restricted },
          req,
          returning: false,
        })
      }
    },
    // The answers and the address go; the form, page and date stay for the conversion figures.
    erase: (req, ids) => anonymiseEntries(req.payload, ids, new Date(), req),
  },
  {
    collection: 'privacy-complaints',
    label: 'Privacy complaints',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'privacy-complaints', email, req)).map((doc) => ({
        collection: 'privacy-complaints',
        id: doc.id,
        title: `Complaint ${doc.reference}, ${formatUtc(doc.createdAt)}`,
        createdAt: doc.createdAt,
        restricted: false,
        stored: doc as unknown as Record<string, unknown>,
        readable: [
          ['Reference', doc.reference],
          ['Received (UTC)', formatUtc(doc.receivedAt ?? doc.createdAt)],
          ['Name', doc.name],
          ['E-mail', doc.email],
          ['What happened', doc.whatHappened],
          ['Status', doc.status],
          ['Our response', doc.responseNotes ?? ''],
        ],
      })),
    // A complaint has no purpose once its author's data is erased: it goes whole.
    erase: deleteWhole('privacy-complaints'),
  },
  {
    collection: 'conversations',
    label: 'Live chats',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'conversations', email, req)).map((doc) => ({
        collection: 'conversations',
        id: doc.id,
        title: `Live chat of ${formatUtc(doc.createdAt)}: ${doc.messages?.length ?? 0} messages`,
        createdAt: doc.createdAt,
        restricted: false,
        stored: doc as unknown as Record<string, unknown>,
        readable: [
          ['E-mail address', doc.email],
          ['Name', doc.name ?? ''],
          ['Started on', doc.startedOn ?? ''],
          ['Last contact (UTC)', doc.lastContactAt ? formatUtc(doc.lastContactAt) : ''],
          [
            'Messages',
            (doc.messages ?? [])
              .map(
                (m) => `${formatUtc(m.at)} ${m.sender === 'team' ? 'Leadpilot' : 'You'}: ${m.text}`,
              )
              .join('\n\n'),
          ],
        ],
      })),
    // A conversation is the person's own words and ours to them: it goes whole.
    erase: deleteWhole('conversations'),
  },
  {
    collection: 'bookings',
    label: 'Booked calls',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'bookings', email, req)).map((doc) => ({
        collection: 'bookings',
        id: doc.id,
        title: `${doc.name || 'Unnamed invitee'}: ${bookingSummary({ callAt: doc.startTime, status: doc.status })}`,
        createdAt: doc.createdAt,
        restricted: false,
        stored: doc as unknown as Record<string, unknown>,
        readable: [
          ['Invitee', doc.name ?? ''],
          ['E-mail address', doc.email ?? ''],
          ['Call at', doc.startTime ? formatUtc(doc.startTime) : ''],
          ['Status', doc.status],
          ['Received', doc.receivedAt ? formatUtc(doc.receivedAt) : ''],
        ],
      })),
    // The booking records go, and their submissions' booking summary with them.
    erase: async (req, ids) => {
      await deleteBookings(req, { id: { in: ids } })
    },
  },
  {
    collection: 'webhook-deliveries',
    label: 'Events sent to webhooks',
    find: async (payload, email, req) =>
      (await findByEmail(payload, 'webhook-deliveries', email, req)).map((doc) => ({
        collection: 'webhook-deliveries',
        id: doc.id,
        title: `${doc.type} (${doc.messageId}), ${formatUtc(doc.createdAt)}`,
        createdAt: doc.createdAt,
        restricted: false,
        stored: doc as unknown as Record<string, unknown>,
        readable: [
          ['Event', doc.type],
          ['Message id', doc.messageId],
          ['Status', doc.status],
          ['Sent (UTC)', doc.lastAttemptAt ? formatUtc(doc.lastAttemptAt) : ''],
          ['Message', JSON.stringify(doc.payload ?? null)],
        ],
      })),
    // What was sent about the person goes whole; the receivers hear of it as person.erased.
    erase: deleteWhole('webhook-deliveries'),
  },
]

/** Everything held for `email`, per collection, in the order of HOLDERS. */
export async function findHeld(req: PayloadRequest, email: string) {
  const found: Array<{ holder: Holder; records: Held[] }> = []
  // One after another: the request may carry a transaction, which runs one query at a time.
  for (const holder of HOLDERS) {
    found.push({ holder, records: await holder.find(req.payload, email, req) })
  }
  return found
}
