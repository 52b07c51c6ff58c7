/**
 * Complaints about how we handled someone's personal data. Anyone may complain through the public
 * form; the complaint is acknowledged at once by e-mail, and a person replies within
 * COMPLAINT_REPLY_DAYS of its receipt. One schema checks the form in the browser and the request
 * on the server; every length is checked before any pattern, so no pattern sees long input.
 */
import type { Where } from 'payload'
import * as z from 'zod/mini'
import { email, MESSAGES, requiredText } from './onboarding/schema'
import { addDays, addMonths } from './retention'

/** A person answers a complaint within this many days of receiving it. */
export const COMPLAINT_REPLY_DAYS = 30

export const COMPLAINT_LIMITS = { name: 200, email: 254, whatHappened: 5000 } as const

export const COMPLAINT_MESSAGES = {
  name: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  whatHappened: 'Please tell us what happened',
  complaintId: 'The form’s reference is missing or invalid. Please reload the page and try again.',
  tooLong: MESSAGES.tooLong,
} as const

/** When a person must have replied to a complaint received at `receivedAt`. */
export function complaintDueAt(receivedAt: Date): Date {
  return addDays(receivedAt, COMPLAINT_REPLY_DAYS)
}

/** Whether a complaint still open at `now` has passed its reply date. */
export function isOverdue(
  complaint: { status?: string | null; dueAt?: string | null },
  now = new Date(),
): boolean {
  return (
    complaint.status !== 'answered' && Boolean(complaint.dueAt) && new Date(complaint.dueAt!) < now
  )
}

/**
 * The complaints whose register has run its course by `asOf`: answered longer ago than the
 * register period, or, never answered, received longer ago than that.
 */
export function complaintsPastRegister(registerYears: number, asOf: Date): Where {
  const before = addMonths(asOf, -registerYears * 12).toISOString()
  return {
    or: [
      { answeredAt: { less_than: before } },
      { and: [{ answeredAt: { exists: false } }, { receivedAt: { less_than: before } }] },
    ],
  }
}

/** What the visitor types in the form. */
export const complaintFieldsSchema = z.object({
  name: requiredText(COMPLAINT_MESSAGES.name, COMPLAINT_LIMITS.name),
  email: email({
    required: COMPLAINT_MESSAGES.emailRequired,
    invalid: COMPLAINT_MESSAGES.emailInvalid,
    max: COMPLAINT_LIMITS.email,
  }),
  whatHappened: requiredText(COMPLAINT_MESSAGES.whatHappened, COMPLAINT_LIMITS.whatHappened),
})

/**
 * What the server accepts: the fields plus `complaintId`, a random UUID the form makes once, so a
 * double click or a retry stores one complaint.
 */
export const complaintSchema = z.extend(complaintFieldsSchema, {
  complaintId: z.uuid({ error: COMPLAINT_MESSAGES.complaintId }),
})

export type ComplaintFields = z.output<typeof complaintFieldsSchema>
export type Complaint = z.output<typeof complaintSchema>

/**
 * The reference a complainant quotes: 'PC-' and the first twelve hex digits of the form's UUID in
 * three groups, short enough to read out on the telephone.
 */
export function complaintReference(complaintId: string): string {
  const hex = complaintId.replace(/-/g, '').slice(0, 12).toUpperCase()
  return `PC-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`
}

/** A complaint sent again is a retry only when it says the same; anything else is a conflict. */
export function sameComplaint(stored: Partial<ComplaintFields>, sent: ComplaintFields): boolean {
  return (
    stored.name === sent.name &&
    stored.email === sent.email &&
    stored.whatHappened === sent.whatHappened
  )
}

/** A date as the complainant reads it: '3 February 2027', in UTC. */
export function complaintDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** The acknowledgement e-mailed the moment a complaint is received: plain text, no personal detail but the name. */
export function acknowledgementEmail(complaint: {
  name: string
  reference: string
  receivedAt: Date | string
  dueAt: Date | string
}): { subject: string; text: string } {
  return {
    subject: `We have received your complaint (${complaint.reference})`,
    text: [
      `Dear ${complaint.name},`,
      '',
      `Thank you for telling us about your concern. We received your complaint about how we handled your personal data on ${complaintDate(complaint.receivedAt)}.`,
      '',
      `A member of our team will look into it and reply to you by ${complaintDate(complaint.dueAt)}.`,
      '',
      `Your reference is ${complaint.reference}. Please quote it if you write to us about this complaint.`,
      '',
      'This message confirms that your complaint reached us; you do not need to answer it.',
      '',
      'Leadpilot',
    ].join('\n'),
  }
}
