import { describe, expect, it } from 'vitest'

import {
  changedAnswers,
  clampStep,
  draftKey,
  firstStepWithError,
  newSubmissionId,
  parseDraft,
  restoreAnswers,
  serialiseDraft,
  stepOfField,
} from '@/lib/onboarding/draft'
import { emptyAnswers, emptyIcp } from '@/lib/onboarding/schema'

const ID = '3f1c9a52-7d4e-4b8a-9c61-0e2f5a7b8d90'
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('draft round trip', () => {
  it('restores exactly what was saved', () => {
    const answers = {
      ...emptyAnswers(),
      name: 'Priya Shah',
      icps: [
        { ...emptyIcp(), jobTitles: ['COO', ''], countries: ['Ireland'] },
        { ...emptyIcp(), industry: ['Accounting'] },
      ],
      bookedCall: true,
    }
    const raw = serialiseDraft({
      step: 3,
      submissionId: ID,
      answers,
      offer: 'october',
      revision: 4,
    })
    expect(parseDraft(raw, 5)).toEqual({
      version: 1,
      step: 3,
      submissionId: ID,
      answers,
      offer: 'october',
      revision: 4,
    })
  })

  it('keeps the step inside the form', () => {
    const raw = serialiseDraft({ step: 5, submissionId: ID, answers: emptyAnswers(), revision: 1 })
    expect(parseDraft(raw, 2)?.step).toBe(2)
    expect(clampStep(0, 5)).toBe(1)
    expect(clampStep(Number.NaN, 5)).toBe(1)
    expect(clampStep(7.6, 5)).toBe(5)
  })

  it('ignores missing, broken, outdated or id-less entries', () => {
    expect(parseDraft(null, 5)).toBeNull()
    expect(parseDraft('{not json', 5)).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 0, submissionId: ID }), 5)).toBeNull()
    expect(parseDraft(JSON.stringify({ version: 1, submissionId: 'x' }), 5)).toBeNull()
  })

  it('drops values of the wrong type and fills the rest from the empty form', () => {
    const answers = restoreAnswers({
      name: 42,
      email: 'a@b.example',
      bookedCall: 'yes',
      linkedinCredentials: true,
      icps: [{ jobTitles: [1, 'CFO'], industry: 'Accounting', locations: null }, 'junk'],
      extra: 'ignored',
    })
    expect(answers).toEqual({
      ...emptyAnswers(),
      email: 'a@b.example',
      linkedinCredentials: true,
      icps: [{ ...emptyIcp(), jobTitles: ['CFO'] }, emptyIcp()],
    })
    expect(restoreAnswers({ icps: [] }).icps).toEqual([emptyIcp()])
    expect(restoreAnswers('nonsense')).toEqual(emptyAnswers())
  })

  it('keeps the full wizard and the quick form apart', () => {
    expect(draftKey('full')).not.toBe(draftKey('quick'))
  })
})

describe('answers given before the form started', () => {
  it('are the single-value answers that differ from an empty form', () => {
    const typed = {
      ...emptyAnswers(),
      name: 'Grace Hopper',
      phone: '',
      bookedCall: true,
      icps: [{ ...emptyIcp(), industry: ['Accounting'] }],
    }
    expect(changedAnswers(typed)).toEqual({ name: 'Grace Hopper', bookedCall: true })
    expect(changedAnswers(emptyAnswers())).toEqual({})
  })

  it('or since a given set of answers', () => {
    const opened = { ...emptyAnswers(), name: 'Grace Hopper', company: 'Acme' }
    expect(changedAnswers({ ...opened, company: 'Acme Ltd' }, opened)).toEqual({
      company: 'Acme Ltd',
    })
  })
})

describe('newSubmissionId', () => {
  it('uses crypto.randomUUID where it exists', () => {
    expect(newSubmissionId({ randomUUID: () => ID, getRandomValues: <T>(a: T) => a })).toBe(ID)
  })

  it('builds a version 4 UUID from random bytes on pages without randomUUID', () => {
    const id = newSubmissionId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff)
        return array
      },
    })
    expect(id).toMatch(UUID_V4)
    expect(newSubmissionId()).toMatch(UUID_V4)
  })
})

describe('steps of fields', () => {
  it('maps each field to the step that shows it', () => {
    expect(stepOfField('email')).toBe(1)
    expect(stepOfField('companyWebsite')).toBe(2)
    expect(stepOfField('icps.1.jobTitles')).toBe(3)
    expect(stepOfField('icps')).toBe(3)
    expect(stepOfField('credibility')).toBe(4)
    expect(stepOfField('bookedCall')).toBe(5)
    expect(stepOfField('submissionId')).toBeNull()
  })

  it('finds the earliest step with an error within the form', () => {
    expect(firstStepWithError(['icps.0.jobTitles', 'companyWebsite'], 5)).toBe(2)
    expect(firstStepWithError(['icps.0.jobTitles'], 2)).toBeNull()
    expect(firstStepWithError(['offer'], 5)).toBeNull()
    expect(firstStepWithError([], 5)).toBeNull()
  })
})
