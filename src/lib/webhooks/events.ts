/**
 * The events sent to webhook endpoints and what each carries. Every message is
 * `{ type, timestamp, data }` (the Standard Webhooks shape); answers are read from the field
 * catalogue, with its keys and stored values, exactly as the brief and the CSV export read them.
 * A submission is named by its `submissionId` (the wizard's random UUID), never by the
 * sequential database id.
 */
import { ATTRIBUTION_FIELDS, type VisitAttribution } from '../visit'
import { ASKED_FIELDS, ICP_FIELDS, type AskedField, type Step } from '../onboarding/catalogue'

/** The events an endpoint may subscribe to, as admins read them. */
export const WEBHOOK_EVENTS = [
  { label: 'Submission created', value: 'submission.created' },
  { label: 'Submission status changed', value: 'submission.updated' },
  { label: 'Draft abandoned', value: 'draft.abandoned' },
  { label: 'Call booked', value: 'booking.created' },
  { label: 'Call cancelled', value: 'booking.cancelled' },
  { label: 'Person’s data erased', value: 'person.erased' },
  { label: 'Form entry received', value: 'form.submitted' },
] as const

/** Every type a delivery may have: the events above and an admin's test event. */
export const DELIVERY_TYPES = [...WEBHOOK_EVENTS, { label: 'Test event', value: 'test' }] as const

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['value']
export type DeliveryType = (typeof DELIVERY_TYPES)[number]['value']

/** One message as sent: the Standard Webhooks envelope. */
export type WebhookMessage = {
  type: DeliveryType
  timestamp: string
  data: Record<string, unknown>
}

export function webhookMessage(
  type: DeliveryType,
  data: Record<string, unknown>,
  at: Date,
): WebhookMessage {
  return { type, timestamp: at.toISOString(), data }
}

type Answer = string | boolean | null | Array<Record<string, string | string[] | null>>
type Answers = Record<string, Answer>

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
const strings = (value: unknown) =>
  (Array.isArray(value) ? value : []).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  )

/** Each ideal customer profile with the catalogue's keys: lists as lists, notes as text. */
function icpAnswers(value: unknown) {
  return (Array.isArray(value) ? value : []).map((icp: Record<string, unknown>) =>
    Object.fromEntries(
      ICP_FIELDS.map(({ name, kind }) => [
        name,
        kind === 'area' ? text(icp?.[name]) : strings(icp?.[name]),
      ]),
    ),
  )
}

function answerOf(field: AskedField, value: unknown): Answer {
  if (field.kind === 'checkbox') return value === true
  if (field.kind === 'icps') return icpAnswers(value)
  return text(value)
}

/**
 * The answers the visitor was asked (never a column staff keep), keyed as in the catalogue;
 * `upToStep` keeps those of the steps reached.
 */
function catalogueAnswers(record: Record<string, unknown>, upToStep: Step = 5): Answers {
  return Object.fromEntries(
    ASKED_FIELDS.filter((field) => field.step <= upToStep).map((field) => [
      field.name,
      answerOf(field, record[field.name]),
    ]),
  )
}

/** Where the visit came from: every attribution field, null when not recorded. */
function attributionOf(value: unknown): Record<string, string | null> {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, text(stored[name])]))
}

/** A stored submission as the events about it read it. */
export type SubmissionRecord = Record<string, unknown> & {
  submissionId: string
  status?: string | null
  variant?: string | null
  offer?: string | null
  createdAt: string
  updatedAt: string
  attribution?: unknown
}

/** `submission.created` and `submission.updated`: the submission as ops see it. */
export function submissionEventData(
  doc: SubmissionRecord,
  previousStatus?: string | null,
): Record<string, unknown> {
  return {
    submissionId: doc.submissionId,
    status: doc.status ?? null,
    ...(previousStatus !== undefined ? { previousStatus } : {}),
    form: doc.variant ?? null,
    offer: doc.offer ?? null,
    submittedAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    answers: catalogueAnswers(doc),
    attribution: attributionOf(doc.attribution),
  }
}

/** A booked call as the booking events read it. */
export type BookingRecord = {
  name?: string | null
  email?: string | null
  startTime?: string | null
  status: string
  inviteeUri: string
  receivedAt?: string | null
}

/** `booking.created` and `booking.cancelled`: the call and the submission it belongs to. */
export function bookingEventData(
  booking: BookingRecord,
  submissionId: string | null,
): Record<string, unknown> {
  return {
    submissionId,
    calendlyInvitee: booking.inviteeUri,
    name: booking.name ?? null,
    email: booking.email ?? null,
    callAt: booking.startTime ?? null,
    status: booking.status,
    receivedAt: booking.receivedAt ?? null,
  }
}

/** `person.erased`: only the references of what was erased, never the erased data. */
export function erasedEventData(submissionIds: string[], erasedAt: Date): Record<string, unknown> {
  return { submissionIds, erasedAt: erasedAt.toISOString() }
}

/** A wizard draft left unfinished, as the server keeps it. */
export type AbandonedDraft = {
  draftId: string
  stepReached: Step
  startedAt: string
  lastSavedAt: string
  attribution?: VisitAttribution | null
  answers: Record<string, unknown>
}

/** `draft.abandoned`: the draft's dates and the answers of the steps it reached. */
export function draftAbandonedEventData(draft: AbandonedDraft): Record<string, unknown> {
  return {
    draftId: draft.draftId,
    stepReached: draft.stepReached,
    startedAt: draft.startedAt,
    lastSavedAt: draft.lastSavedAt,
    attribution: attributionOf(draft.attribution),
    answers: catalogueAnswers(draft.answers, draft.stepReached),
  }
}

/** A form as the `form.submitted` event names it. */
type FormRecord = { id: number | string; title: string }

/** A form entry as the `form.submitted` event reads it. */
type FormEntryRecord = {
  id: number | string
  createdAt: string
  pagePath?: string | null
  submissionData?: Array<{ field: string; value?: string | null }> | null
  attribution?: unknown
}

/**
 * `form.submitted`: which form, the entry's id, when and where it was sent, the answers by the
 * fields' names and where the visit came from.
 */
export function formSubmittedEventData(
  form: FormRecord,
  entry: FormEntryRecord,
): Record<string, unknown> {
  return {
    entryId: String(entry.id),
    form: { id: String(form.id), title: form.title },
    submittedAt: entry.createdAt,
    page: entry.pagePath ?? null,
    answers: Object.fromEntries(
      (entry.submissionData ?? []).map(({ field, value }) => [field, value ?? '']),
    ),
    attribution: attributionOf(entry.attribution),
  }
}

/** `test`: sent by an admin from the endpoint's screen; carries nobody's data. */
export function testEventData(): Record<string, unknown> {
  return { message: 'A test event from Leadpilot: your endpoint received and verified it.' }
}
