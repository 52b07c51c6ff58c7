/**
 * Privacy complaints: a person replies within 30 days of receipt; the form and the route refuse
 * what they cannot store with a message under the field it concerns; long input is refused by its
 * length, quickly, before any pattern sees it; the acknowledgement says when it was received, by
 * when we reply and the reference.
 */
import { describe, expect, it } from 'vitest'
import {
  acknowledgementEmail,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  complaintDate,
  complaintDueAt,
  complaintReference,
  complaintSchema,
  isOverdue,
  sameComplaint,
} from '@/lib/complaints'
import { fieldErrors } from '@/lib/onboarding/schema'

const ID = '0f8e2a64-5b1c-4d7e-9a3f-2c6b8d0e1f47'
const valid = {
  complaintId: ID,
  name: 'Priya Shah',
  email: 'priya@example.com',
  whatHappened: 'You e-mailed me after I asked you to delete my details.',
}

const errorsOf = (input: unknown) => {
  const parsed = complaintSchema.safeParse(input)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('the reply date', () => {
  it('is 30 days after receipt, to the millisecond', () => {
    const received = new Date('2026-03-10T14:25:07.123Z')
    expect(complaintDueAt(received).toISOString()).toBe('2026-04-09T14:25:07.123Z')
  })

  it('crosses month and year ends and a leap day', () => {
    expect(complaintDueAt(new Date('2026-12-15T09:00:00Z')).toISOString()).toBe(
      '2027-01-14T09:00:00.000Z',
    )
    expect(complaintDueAt(new Date('2028-02-10T00:00:00Z')).toISOString()).toBe(
      '2028-03-11T00:00:00.000Z',
    )
  })

  it('is overdue once passed while the complaint is open, never once answered', () => {
    const now = new Date('2026-05-01T12:00:00Z')
    expect(isOverdue({ status: 'open', dueAt: '2026-05-01T11:59:59Z' }, now)).toBe(true)
    expect(isOverdue({ status: 'open', dueAt: '2026-05-01T12:00:01Z' }, now)).toBe(false)
    expect(isOverdue({ status: 'answered', dueAt: '2026-04-01T00:00:00Z' }, now)).toBe(false)
  })
})

describe('the complaint schema', () => {
  it('accepts a complaint, trimmed', () => {
    const parsed = complaintSchema.parse({
      ...valid,
      name: '  Priya Shah ',
      email: ' priya@example.com',
    })
    expect(parsed).toEqual(valid)
  })

  it('asks for every field of an empty form, each under its own field', () => {
    expect(errorsOf({ complaintId: ID, name: '', email: '', whatHappened: '   ' })).toEqual({
      name: COMPLAINT_MESSAGES.name,
      email: COMPLAINT_MESSAGES.emailRequired,
      whatHappened: COMPLAINT_MESSAGES.whatHappened,
    })
    expect(errorsOf({ complaintId: ID })).toEqual({
      name: COMPLAINT_MESSAGES.name,
      email: COMPLAINT_MESSAGES.emailRequired,
      whatHappened: COMPLAINT_MESSAGES.whatHappened,
    })
  })

  it('refuses a malformed address, a missing or forged form id, and a control character', () => {
    for (const email of ['priya', 'priya@', 'priya@example', 'pri ya@example.com', 'p@acme-.com'])
      expect(errorsOf({ ...valid, email }).email, email).toBe(COMPLAINT_MESSAGES.emailInvalid)
    expect(errorsOf({ ...valid, complaintId: undefined }).complaintId).toBe(
      COMPLAINT_MESSAGES.complaintId,
    )
    expect(errorsOf({ ...valid, complaintId: 'not-a-uuid' }).complaintId).toBe(
      COMPLAINT_MESSAGES.complaintId,
    )
    expect(errorsOf({ ...valid, whatHappened: 'a\u0000b' }).whatHappened).toMatch(/control/)
  })

  it('refuses values of the wrong type with the field’s own message', () => {
    expect(errorsOf({ ...valid, name: 42, email: ['x'], whatHappened: {} })).toEqual({
      name: COMPLAINT_MESSAGES.name,
      email: COMPLAINT_MESSAGES.emailRequired,
      whatHappened: COMPLAINT_MESSAGES.whatHappened,
    })
    expect(errorsOf(null)).toHaveProperty('')
  })

  it('refuses each field one character over its limit, saying the limit', () => {
    for (const [field, max] of Object.entries(COMPLAINT_LIMITS)) {
      const long = field === 'email' ? `${'a'.repeat(max - 11)}@example.com` : 'a'.repeat(max + 1)
      expect(long.length).toBe(max + 1)
      expect(errorsOf({ ...valid, [field]: long })[field], field).toBe(
        `Please use no more than ${max.toLocaleString('en-GB')} characters`,
      )
    }
    expect(errorsOf({ ...valid, whatHappened: 'a'.repeat(COMPLAINT_LIMITS.whatHappened) })).toEqual(
      {},
    )
  })

  it('judges very long adversarial input by its length, at once', () => {
    for (const run of ['a ', 'a', 'a@', 'a.', '-', 'é']) {
      const text = run.repeat(60_000) + '!'
      const started = performance.now()
      const errors = errorsOf({ ...valid, name: text, email: text, whatHappened: text })
      expect(performance.now() - started).toBeLessThan(500)
      expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'whatHappened'])
    }
  })
})

describe('the reference and the acknowledgement', () => {
  it('makes a short reference from the form id, the same for every retry', () => {
    expect(complaintReference(ID)).toBe('PC-0F8E-2A64-5B1C')
    expect(complaintReference(ID)).toBe(complaintReference(ID.toUpperCase()))
  })

  it('treats only the same words as a retry', () => {
    expect(sameComplaint(valid, valid)).toBe(true)
    expect(sameComplaint(valid, { ...valid, whatHappened: 'Something else.' })).toBe(false)
    expect(sameComplaint({ ...valid, email: 'other@example.com' }, valid)).toBe(false)
  })

  it('says when the complaint was received, by when we reply and the reference', () => {
    const { subject, text } = acknowledgementEmail({
      name: 'Priya Shah',
      reference: 'PC-0F8E-2A64-5B1C',
      receivedAt: '2026-03-10T23:30:00Z',
      dueAt: '2026-04-09T23:30:00Z',
    })
    expect(subject).toBe('We have received your complaint (PC-0F8E-2A64-5B1C)')
    expect(text).toContain('Dear Priya Shah,')
    expect(text).toContain('on 10 March 2026.')
    expect(text).toContain('reply to you by 9 April 2026.')
    expect(text).toContain('Your reference is PC-0F8E-2A64-5B1C.')
    expect(complaintDate('2026-12-31T23:59:59Z')).toBe('31 December 2026')
  })
})
