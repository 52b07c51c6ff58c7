/**
 * What webhooks carry is what ops see: the answers under the field catalogue's keys (the same
 * catalogue the brief and the CSV read), the submission's reference and never its database id,
 * and nothing of a person in `person.erased`.
 */
import { describe, expect, it } from 'vitest'
import { ASKED_FIELDS, FIELDS, ICP_FIELDS } from '@/lib/onboarding/catalogue'
import { CSV_HEADINGS } from '@/lib/onboarding/submission-csv'
import {
  bookingEventData,
  draftAbandonedEventData,
  erasedEventData,
  submissionEventData,
  webhookMessage,
  type AbandonedDraft,
} from '@/lib/webhooks/events'
import { validSubmission } from '../support/submission'

const stored = {
  ...validSubmission('7d1c9a0e-1111-4222-8333-944455556666'),
  id: 41,
  status: 'contacted',
  summary: 'Staff notes that are not an answer',
  shareCredentials: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T11:00:00.000Z',
  attribution: { landingPage: '/pricing-overview', utmSource: 'newsletter' },
}

describe('submission events', () => {
  const data = submissionEventData(stored, 'new')
  const answers = data.answers as Record<string, unknown>

  it('carry every asked answer under its catalogue key, and no column staff keep', () => {
    expect(Object.keys(answers)).toEqual(ASKED_FIELDS.map((field) => field.name))
    // Every asked answer is a CSV column too: the webhook and the export read the same fields.
    expect(ASKED_FIELDS.length).toBeLessThan(CSV_HEADINGS.length)
    const unasked = FIELDS.filter((field) => 'asked' in field).map((field) => field.name)
    for (const name of unasked) expect(answers).not.toHaveProperty(name)
    expect(answers.email).toBe('jane@example.com')
    expect(answers.phone).toBeNull()
    expect(answers.completedSignup).toBe(false)
    expect(answers.bookedCall).toBe(true)
  })

  it('carry each ideal customer profile with the catalogue keys, blank job titles dropped', () => {
    const [first, second] = answers.icps as Array<Record<string, unknown>>
    expect(Object.keys(first)).toEqual(ICP_FIELDS.map((field) => field.name))
    expect(first.jobTitles).toEqual(['Head of Merchandising'])
    expect(first.countries).toEqual(['United Kingdom', 'Ireland'])
    expect(second.locations).toBeNull()
  })

  it('name the submission by its reference, never its database id, with status and source', () => {
    expect(data.submissionId).toBe(stored.submissionId)
    expect(JSON.stringify(data)).not.toContain('"id":41')
    expect(data).toMatchObject({
      status: 'contacted',
      previousStatus: 'new',
      form: 'full',
      offer: 'october',
      submittedAt: stored.createdAt,
      attribution: { landingPage: '/pricing-overview', utmSource: 'newsletter', utmMedium: null },
    })
    expect(submissionEventData(stored)).not.toHaveProperty('previousStatus')
  })

  it('are wrapped as Standard Webhooks recommends', () => {
    const at = new Date('2026-11-27T12:00:00Z')
    expect(webhookMessage('submission.created', data, at)).toEqual({
      type: 'submission.created',
      timestamp: '2026-11-27T12:00:00.000Z',
      data,
    })
  })
})

describe('other events', () => {
  it('a booking names its call and its submission', () => {
    expect(
      bookingEventData(
        {
          name: 'Dana Booker',
          email: 'dana@example.com',
          startTime: '2026-12-01T10:30:00.000Z',
          status: 'cancelled',
          inviteeUri: 'https://api.calendly.com/scheduled_events/E/invitees/I',
          receivedAt: '2026-11-27T12:00:00.000Z',
        },
        'ref-1',
      ),
    ).toEqual({
      submissionId: 'ref-1',
      calendlyInvitee: 'https://api.calendly.com/scheduled_events/E/invitees/I',
      name: 'Dana Booker',
      email: 'dana@example.com',
      callAt: '2026-12-01T10:30:00.000Z',
      status: 'cancelled',
      receivedAt: '2026-11-27T12:00:00.000Z',
    })
  })

  it('an erasure carries the references only', () => {
    expect(erasedEventData(['a', 'b'], new Date('2026-11-27T12:00:00Z'))).toEqual({
      submissionIds: ['a', 'b'],
      erasedAt: '2026-11-27T12:00:00.000Z',
    })
  })

  it('an abandoned draft carries the answers of the steps it reached', () => {
    const draft: AbandonedDraft = {
      draftId: 'draft-1',
      stepReached: 2,
      startedAt: '2026-11-20T09:00:00.000Z',
      lastSavedAt: '2026-11-20T09:05:00.000Z',
      attribution: { utmCampaign: 'autumn' },
      answers: stored,
    }
    const data = draftAbandonedEventData(draft)
    expect(Object.keys(data.answers as object)).toEqual(
      ASKED_FIELDS.filter((field) => field.step <= 2).map((field) => field.name),
    )
    expect(data).toMatchObject({ draftId: 'draft-1', stepReached: 2 })
    expect((data.attribution as Record<string, unknown>).utmCampaign).toBe('autumn')
  })
})
