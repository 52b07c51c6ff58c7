/**
 * No answer can hold the server: every field of a submission, filled with long adversarial text
 * (runs of the characters its pattern accepts, ending in one it refuses), is judged in a time that
 * grows with its length, not with its square. A backtracking pattern takes seconds on such input
 * (the old phone check held the process 7 s on 120,000 spaces); a linear one, well under one.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answersSchema, submissionSchema } from '@/lib/onboarding/schema'
import { ATTRIBUTION_FIELDS } from '@/lib/visit'
import { validSubmission } from '../support/submission'

/** The public endpoint reads at most 256 KB; the text is kept under that. */
const MAX_TEXT = 120_000
/** Far above a linear check of this much text, far below a quadratic one. */
const BUDGET_MS = 1_000

/** Runs that patterns on these fields accept, and characters that then make them fail. */
const RUNS = [' ', '1', '1 ', 'a', 'a-', '-', '.', 'a.', '/', '%', 'x', 'ext', '\t', '0(', 'é']
const ENDINGS = ['!', '\u0000', '-', '.', ' x', '@', ':', '']
const STARTS = ['', '1', '+', '+44', 'a', 'https://', 'a@', '/', 'www.']

const adversarial = fc
  .tuple(
    fc.constantFrom(...STARTS),
    fc.constantFrom(...RUNS),
    // Long runs only: a quadratic pattern is quick on short text.
    fc.noBias(fc.integer({ min: MAX_TEXT / 2, max: MAX_TEXT })),
    fc.constantFrom(...ENDINGS),
  )
  .map(
    ([start, run, length, end]) =>
      (start + run.repeat(Math.ceil(length / run.length))).slice(0, MAX_TEXT) + end,
  )

/** Every place a visitor's text lands, as a setter on a valid submission. */
type Place = { name: string; put: (submission: Record<string, unknown>, text: string) => void }

const textFields = Object.keys(answersSchema.shape).filter(
  (field) => field !== 'icps' && typeof validSubmission('x')[field as 'name'] !== 'boolean',
)
const icpTextFields = ['locations', 'painFrustration', 'benefits', 'valueOffering']
const PLACES: Place[] = [
  ...textFields.map((field) => ({
    name: field,
    put: (submission: Record<string, unknown>, text: string) => (submission[field] = text),
  })),
  ...icpTextFields.map((field) => ({
    name: `icps.0.${field}`,
    put: (submission: Record<string, unknown>, text: string) =>
      ((submission.icps as Record<string, unknown>[])[0]![field] = text),
  })),
  ...['jobTitles', 'companySize', 'industry', 'countries'].map((field) => ({
    name: `icps.0.${field}.0`,
    put: (submission: Record<string, unknown>, text: string) =>
      ((submission.icps as Record<string, unknown>[])[0]![field] = [text]),
  })),
  ...ATTRIBUTION_FIELDS.map((field) => ({
    name: `attribution.${field}`,
    put: (submission: Record<string, unknown>, text: string) =>
      (submission.attribution = { [field]: text }),
  })),
  ...['submissionId', 'offer', 'variant'].map((field) => ({
    name: field,
    put: (submission: Record<string, unknown>, text: string) => (submission[field] = text),
  })),
]

describe('every submission field is judged in linear time', () => {
  it.each(PLACES.map((place) => [place.name, place] as const))('%s', (_name, place) => {
    fc.assert(
      fc.property(adversarial, (text) => {
        const submission = structuredClone(
          validSubmission('8f14e45f-ceea-467f-a8d7-7a1b5c3f1e2d'),
        ) as Record<string, unknown>
        place.put(submission, text)
        const started = performance.now()
        submissionSchema.safeParse(submission)
        expect(performance.now() - started).toBeLessThan(BUDGET_MS)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses the phone answer that used to hold the process, at once', () => {
    const submission = validSubmission('8f14e45f-ceea-467f-a8d7-7a1b5c3f1e2d', {
      phone: `1${' '.repeat(120_000)}!`,
    })
    const started = performance.now()
    const result = submissionSchema.safeParse(submission)
    expect(performance.now() - started).toBeLessThan(BUDGET_MS)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone'])
  })
})
