/**
 * The onboarding rules, built from the field catalogue (catalogue.ts) and used by both the browser
 * wizard (per step, before Next) and the server (the whole submission, never trusting the browser).
 * Each kind of field has its rules here; each field's messages and limits are in its catalogue
 * entry. Required today: name, a valid e-mail, company and role (step 1); company name, a website
 * (a bare domain is accepted and given https://) and what the company offers (step 2); at least
 * one ICP with a job title (step 3). Steps 4 and 5 are optional.
 */
// zod/mini: the same rules as classic zod in a fraction of the size, because this schema is part
// of the wizard's first-load JavaScript in the browser.
import * as z from 'zod/mini'

import { attributionSchema } from './attribution'
import {
  FIELDS,
  ICP_FIELDS,
  LONG_MAX,
  MAX_ICPS,
  MAX_JOB_TITLES,
  SHORT_MAX,
  stepFields,
  type AskedField,
  type CatalogueField,
  type IcpField,
  type Step,
} from './catalogue'
import { PLAN_KEY } from './plans'

export { LONG_MAX, MAX_ICPS, MAX_JOB_TITLES, SHORT_MAX } from './catalogue'

const OFFER_MAX = 50

/** The messages no single field owns; each field's own are in the catalogue. */
export const MESSAGES = {
  tooManyJobTitles: `You can add up to ${MAX_JOB_TITLES} job titles`,
  tooManyIcps: `You can add up to ${MAX_ICPS} ideal customer profiles`,
  text: 'Please enter text',
  checkbox: 'Please tick or untick this box',
  submissionId: 'The submission reference is missing or invalid. Please reload the page.',
  variant: 'The form type is missing or invalid. Please reload the page.',
  offer: 'The offer code is not valid',
  controlCharacter: 'Please remove the invisible control character from this answer',
  tooLong: (max: number) => `Please use no more than ${max.toLocaleString('en-GB')} characters`,
} as const

// ---------------------------------------------------------------------------------------------
// Building blocks

/**
 * At most `max` characters. A value over the limit is refused at once: no later check (pattern,
 * refinement) runs on it, so no pattern ever sees more than `max` characters. The message is
 * written only when an answer is too long: its count is formatted with the browser's number
 * formatter, whose first use loads the locale's data (tens of milliseconds on a phone), and the
 * schema is built while the wizard's page loads.
 */
const maxLength = (max: number) =>
  z.maxLength(max, { error: () => MESSAGES.tooLong(max), abort: true })

/** No NUL character: no text store keeps one, so an answer holding one is refused as typed. */
const noNul = () =>
  z.refine<string>((value) => !value.includes('\u0000'), { error: MESSAGES.controlCharacter })

/** A required one-line or long text: trimmed, then non-empty and not longer than `max`. */
export function requiredText(message: string, max = SHORT_MAX) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, { error: message }), maxLength(max), noNul())
}

/** An optional text: trimmed, missing becomes '', not longer than `max`. */
function optionalText(max = LONG_MAX) {
  return z._default(z.string({ error: MESSAGES.text }).check(z.trim(), maxLength(max), noNul()), '')
}

/** An optional tick box: missing becomes false. */
function checkbox() {
  return z._default(z.boolean({ error: MESSAGES.checkbox }), false)
}

/** A multi-select from a fixed list: each value must be on the list; repeats are dropped. */
function pickList(options: readonly string[], message: string) {
  const allowed = new Set(options)
  return z.pipe(
    z._default(
      z
        .array(
          z
            .string({ error: message })
            .check(z.refine((value) => allowed.has(value), { error: message })),
          { error: message },
        )
        .check(z.maxLength(options.length, { error: message })),
      [],
    ),
    z.transform((values: string[]) => [...new Set(values)]),
  )
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i
const HOST_LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/i
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i

/**
 * Adds 'https://' when the visitor typed no scheme, so 'example.com' becomes 'https://example.com'.
 * Anything else is left as typed (apart from trimming) for `isWebsite` to judge.
 */
export function normaliseWebsite(input: string): string {
  const value = input.trim()
  if (value === '' || SCHEME.test(value)) return value
  return `https://${value}`
}

/** True for an http(s) address with a public-looking host name (a dot and a real top level). */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(value) || /\s/.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.username !== '' || url.password !== '') return false
  const labels = url.hostname.replace(/\.$/, '').split('.')
  if (labels.length < 2) return false
  if (!labels.every((label) => HOST_LABEL.test(label))) return false
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '')
}

type Formatted = { required: string; invalid: string; max: number }

/** A website: required, a bare domain given https://, then judged by `isWebsite`. */
function website({ required, invalid, max }: Formatted) {
  return z.pipe(
    z.pipe(
      z
        .string({ error: required })
        .check(z.trim(), z.minLength(1, { error: required }), maxLength(max)),
      z.transform(normaliseWebsite),
    ),
    z.string().check(z.refine(isWebsite, { error: invalid })),
  )
}

/** A required e-mail address. */
export function email({ required, invalid, max }: Formatted) {
  return z.pipe(
    z
      .string({ error: required })
      .check(z.trim(), z.minLength(1, { error: required }), maxLength(max)),
    // zod lets a domain label end in a hyphen (jane@acme-.com); no real domain does, and the CMS's
    // own e-mail check would then refuse every later save of the stored submission.
    z
      .email({ error: invalid })
      .check(z.refine((value) => !value.includes('-.'), { error: invalid })),
  )
}

/**
 * Digits with the usual separators, an optional leading '+' and an optional extension. The
 * separators already include spaces, so nothing else before the extension may match a space: two
 * ways to match the same run of spaces would make a failed match retry every split of it.
 */
const PHONE = /^\+?[\d\s().\-/]+(?:(?:ext\.?|x)\s*\d{1,6})?$/i
const PHONE_MIN_DIGITS = 6

const isPhone = (value: string) =>
  value === '' || (PHONE.test(value) && value.replace(/\D+/g, '').length >= PHONE_MIN_DIGITS)

/** An optional phone number: '' or digits with separators. */
function phone({ invalid, max }: Omit<Formatted, 'required'>) {
  return z._default(
    z
      .string({ error: invalid })
      .check(z.trim(), maxLength(max), z.refine(isPhone, { error: invalid })),
    '',
  )
}

/**
 * The chosen plan: '' ("not sure yet") or a plan key. Only the key's form is checked here: the
 * server also checks it against the plans in the CMS, which this schema cannot see.
 */
function planKey({ invalid, max }: Omit<Formatted, 'required'>) {
  return z._default(
    z.string({ error: invalid }).check(
      z.trim(),
      maxLength(max),
      z.refine((value) => value === '' || PLAN_KEY.test(value), { error: invalid }),
    ),
    '',
  )
}

// ---------------------------------------------------------------------------------------------
// Ideal customer profiles

const [titlesField] = ICP_FIELDS.filter((field) => field.kind === 'titles')
type OtherIcpField = Exclude<IcpField, { kind: 'titles' }>

const jobTitles = z
  .array(z.string({ error: titlesField.required }).check(z.trim(), maxLength(SHORT_MAX), noNul()), {
    error: titlesField.required,
  })
  .check(z.maxLength(MAX_JOB_TITLES, { error: MESSAGES.tooManyJobTitles }))

const icpFields = Object.fromEntries(
  ICP_FIELDS.filter((field): field is OtherIcpField => field.kind !== 'titles').map((field) => [
    field.name,
    field.kind === 'pick' ? pickList(field.options, field.invalid) : optionalText(),
  ]),
) as {
  [F in OtherIcpField as F['name']]: F extends { kind: 'pick' }
    ? ReturnType<typeof pickList>
    : ReturnType<typeof optionalText>
}

/** One ideal customer profile. At least one job title must be filled in. */
const icpSchema = z.object({
  jobTitles: jobTitles.check(
    z.refine((titles) => titles.some((title) => title !== ''), { error: titlesField.required }),
  ),
  ...icpFields,
})

/** The same ICP without the job-title requirement, for the quick form where step 3 is skipped. */
const draftIcpSchema = z.object({ jobTitles: z._default(jobTitles, []), ...icpFields })

const icpsField = FIELDS.find((field) => field.kind === 'icps')!

function icps({ required = '', max }: { required?: string; max: number }) {
  return z
    .array(icpSchema, { error: required })
    .check(z.minLength(1, { error: required }), z.maxLength(max, { error: MESSAGES.tooManyIcps }))
}

// ---------------------------------------------------------------------------------------------
// Steps

/** The rules of each kind of field, given its catalogue entry. */
const KINDS = {
  text: (field: CatalogueField) =>
    field.required
      ? requiredText(field.required, field.max ?? SHORT_MAX)
      : optionalText(field.max ?? SHORT_MAX),
  area: (field: CatalogueField) =>
    field.required
      ? requiredText(field.required, field.max ?? LONG_MAX)
      : optionalText(field.max ?? LONG_MAX),
  email: (field: CatalogueField) => email(field as Formatted),
  tel: (field: CatalogueField) => phone(field as Formatted),
  plan: (field: CatalogueField) => planKey(field as Formatted),
  url: (field: CatalogueField) => website(field as Formatted),
  checkbox: () => checkbox(),
  icps: (field: CatalogueField) => icps(field as { max: number }),
}

type RulesOf<F extends AskedField> = F extends { kind: 'text' | 'area' }
  ? F extends { required: string }
    ? ReturnType<typeof requiredText>
    : ReturnType<typeof optionalText>
  : ReturnType<(typeof KINDS)[F['kind']]>

type StepShape<S extends Step> = {
  [F in Extract<AskedField, { step: S }> as F['name']]: RulesOf<F>
}

/** The rules of one step's fields, from the catalogue. */
function stepShape<S extends Step>(step: S): StepShape<S> {
  return Object.fromEntries(
    stepFields(step).map((field) => [field.name, KINDS[field.kind](field)]),
  ) as StepShape<S>
}

/** Step 1, 'Tell Us About You'. */
export const step1Schema = z.object(stepShape(1))
/** Step 2, 'Tell Us About Your Business'. */
export const step2Schema = z.object(stepShape(2))
/** Step 3, 'Who Is Your Ideal Customer Profile (ICP)?'. */
export const step3Schema = z.object(stepShape(3))
/** Step 4, 'Your Brand Story Framework': optional text fields. */
export const step4Schema = z.object(stepShape(4))
/** Step 5, 'Your First Onboarding Call - Checklist': optional tick boxes. */
export const step5Schema = z.object(stepShape(5))

/** The wizard's steps, index 0 = step 1. Validate `stepSchemas[step - 1]` before moving on. */
export const stepSchemas = [
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
] as const

export const STEP_COUNT = stepSchemas.length

/** The nine brand story field names, in form order. */
export const BRAND_STORY_FIELDS = Object.keys(step4Schema.shape) as Array<
  keyof typeof step4Schema.shape
>

// ---------------------------------------------------------------------------------------------
// Whole submission

/** Every answer from all five steps (what the full wizard collects). */
export const answersSchema = z.object({
  ...step1Schema.shape,
  ...step2Schema.shape,
  ...step3Schema.shape,
  ...step4Schema.shape,
  ...step5Schema.shape,
})

const meta = {
  /** Generated once per wizard session (crypto.randomUUID()); a repeat with the same id is a retry. */
  submissionId: z.uuid({ error: MESSAGES.submissionId }),
  /** Campaign from the landing URL, e.g. /onboarding?offer=october. '' counts as no offer. */
  offer: z.pipe(
    z.optional(
      z
        .string({ error: MESSAGES.offer })
        .check(
          z.trim(),
          z.maxLength(OFFER_MAX, { error: MESSAGES.offer, abort: true }),
          z.regex(/^[\w-]*$/, { error: MESSAGES.offer }),
        ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  /** Where the visit came from (landing page, referrer, UTMs, pricing page, plan), if recorded. */
  attribution: z.optional(attributionSchema),
}

/** The five-step wizard on /onboarding: every required field of steps 1-3. */
const fullSubmissionSchema = z.extend(answersSchema, {
  ...meta,
  variant: z.literal('full'),
})

/** The two-step demo form on /leadpilot-demo: steps 1-2 required, steps 3-5 optional. */
const quickSubmissionSchema = z.extend(answersSchema, {
  ...meta,
  variant: z.literal('quick'),
  icps: z._default(
    z
      .array(draftIcpSchema, { error: icpsField.required })
      .check(z.maxLength(icpsField.max, { error: MESSAGES.tooManyIcps })),
    [],
  ),
})

/**
 * What the server accepts: all answers plus `submissionId`, `variant`, an optional `offer` and an
 * optional `attribution`.
 */
export const submissionSchema = z.discriminatedUnion(
  'variant',
  [fullSubmissionSchema, quickSubmissionSchema],
  { error: MESSAGES.variant },
)

// ---------------------------------------------------------------------------------------------
// Types

export type Icp = z.output<typeof icpSchema>
/** All answers after validation (trimmed, defaults filled in, website normalised). */
export type OnboardingAnswers = z.output<typeof answersSchema>
export type SubmissionVariant = 'full' | 'quick'
/** A submission as the browser sends it. */
export type SubmissionInput = z.input<typeof submissionSchema>
/** A submission after server-side validation. */
export type Submission = z.output<typeof submissionSchema>

// ---------------------------------------------------------------------------------------------
// Helpers

/** A fresh, empty ICP: one empty job title, nothing picked. */
export function emptyIcp(): Icp {
  const empty = { titles: [''], pick: [], area: '' }
  return Object.fromEntries(ICP_FIELDS.map((field) => [field.name, empty[field.kind]])) as Icp
}

/** The wizard's initial state: every text empty, one ICP with one empty job title, boxes unticked. */
export function emptyAnswers(): OnboardingAnswers {
  const empty = (kind: AskedField['kind']) =>
    kind === 'checkbox' ? false : kind === 'icps' ? [emptyIcp()] : ''
  return Object.fromEntries(
    stepSchemas.flatMap((_, index) =>
      stepFields((index + 1) as Step).map((field) => [field.name, empty(field.kind)]),
    ),
  ) as OnboardingAnswers
}

/**
 * One message per field, keyed by the field's path with dots ('email', 'icps.0.jobTitles'), ready
 * to show under the field. The first problem found for a field wins. Problems with the whole form
 * have the key ''.
 */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>
}): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
