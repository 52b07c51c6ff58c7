/**
 * The wizard's progress as the server keeps it: once step 1 is valid, each completed step is sent
 * and stored as a draft, checked with the same per-step rules as the final submission. The draft
 * is named by the wizard's submission reference and written only with the draft's token, which
 * the server hands out on the first save and in a resume link. Each save names the revision it
 * builds on; a save over a newer revision is refused with the newer answers, so no device silently
 * overwrites another's.
 */
import * as z from 'zod/mini'
import { attributionSchema, type Attribution } from './attribution'
import { fieldErrors, STEP_COUNT, stepSchemas, type OnboardingAnswers } from './schema'

/** The token that lets one browser write its draft: 32 bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const PAGE_PATH = /^\/[a-z0-9\-/]{0,200}$/

const MESSAGES = {
  reference: 'The draft reference is missing or invalid. Please reload the page.',
  token: 'The draft key is not valid. Please reload the page.',
  step: 'The step is not valid. Please reload the page.',
  page: 'The page of the form is not valid.',
} as const

/** What the wizard sends to save its progress. The answers are checked step by step after this. */
export const draftSaveSchema = z.object({
  reference: z.uuid({ error: MESSAGES.reference }),
  token: z.optional(
    z.string({ error: MESSAGES.token }).check(z.regex(TOKEN, { error: MESSAGES.token })),
  ),
  /** The revision this browser last saw on the server; 0 before the first save. */
  baseRevision: z.int({ error: MESSAGES.step }).check(z.gte(0, { error: MESSAGES.step })),
  /** How many steps are complete: the draft opens again on the step after them. */
  stepsDone: z
    .int({ error: MESSAGES.step })
    .check(z.gte(1, { error: MESSAGES.step }), z.lte(STEP_COUNT - 1, { error: MESSAGES.step })),
  variant: z.enum(['full', 'quick'], { error: MESSAGES.step }),
  /** The path of the page whose form this is, where a resume link opens it again. */
  page: z.string({ error: MESSAGES.page }).check(z.regex(PAGE_PATH, { error: MESSAGES.page })),
  answers: z.unknown(),
  offer: z.optional(
    z
      .string()
      .check(
        z.maxLength(50, { error: 'The offer code is not valid', abort: true }),
        z.regex(/^[\w-]*$/, { error: 'The offer code is not valid' }),
      ),
  ),
  attribution: z.optional(attributionSchema),
})

export type DraftSave = z.output<typeof draftSaveSchema>

/** The answers of the completed steps, each step checked with the wizard's own rules. */
export type DraftAnswers = Partial<OnboardingAnswers>

export type DraftCheck =
  { ok: true; answers: DraftAnswers } | { ok: false; errors: Record<string, string> }

/**
 * Checks the answers of steps 1..stepsDone with the rules of each step, and keeps only those
 * steps' answers (validated, trimmed): what a later step holds is still being typed and stays in
 * the browser.
 */
export function checkDraftAnswers(answers: unknown, stepsDone: number): DraftCheck {
  const kept: Record<string, unknown> = {}
  let errors: Record<string, string> = {}
  for (let step = 1; step <= stepsDone; step++) {
    const parsed = stepSchemas[step - 1]!.safeParse(answers)
    if (parsed.success) Object.assign(kept, parsed.data)
    else errors = { ...fieldErrors(parsed.error), ...errors }
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, answers: kept as DraftAnswers }
}

/** A value as JSON with its keys sorted: the database may store an object's keys in any order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_, each: unknown) =>
    each && typeof each === 'object' && !Array.isArray(each)
      ? Object.fromEntries(Object.entries(each).sort(([a], [b]) => a.localeCompare(b)))
      : each,
  )
}

/** True when the server's copy holds exactly these answers for the steps it has. */
export function sameDraftAnswers(answers: unknown, copy: ServerDraft): boolean {
  const checked = checkDraftAnswers(answers, copy.stepsDone)
  return checked.ok && stable(checked.answers) === stable(copy.answers)
}

/** What the server answers about a draft: enough for the wizard to carry on from it. */
export type ServerDraft = {
  reference: string
  token: string
  revision: number
  stepsDone: number
  variant: 'full' | 'quick'
  answers: DraftAnswers
  offer?: string
  savedAt: string
}

/** Why a resume link cannot open a draft, as the wizard tells the visitor. */
export const RESUME_MESSAGES = {
  invalid:
    'This link to finish your onboarding is not valid. Please check that you copied all of it, or start again below.',
  expired:
    'This link has expired, and the answers it kept have been deleted. Please start again below; it takes a few minutes.',
  submitted:
    'You have already sent these answers, so there is nothing left to finish. We have your brief; if something in it needs changing, reply to the confirmation e-mail.',
} as const

export type ResumeProblem = keyof typeof RESUME_MESSAGES

/** When reminders go out: hours after the last change for the first, days for the second (0: none). */
export type ReminderSettings = { firstHours: number; secondDays: number }

export const DEFAULT_REMINDERS: ReminderSettings = { firstHours: 24, secondDays: 4 }

/** The reminder settings as whole numbers from 0, whatever a stored setting holds. */
export function remindersFrom(stored: {
  reminderFirstHours?: unknown
  reminderSecondDays?: unknown
}): ReminderSettings {
  const read = (value: unknown, fallback: number) => {
    const number = Number(value ?? fallback)
    return Number.isInteger(number) && number >= 0 ? number : fallback
  }
  return {
    firstHours: read(stored.reminderFirstHours, DEFAULT_REMINDERS.firstHours),
    secondDays: read(stored.reminderSecondDays, DEFAULT_REMINDERS.secondDays),
  }
}

/** The delays, in milliseconds after the last change, of the reminders that are switched on. */
function reminderDelays(settings: ReminderSettings): number[] {
  return [settings.firstHours * 3_600_000, settings.secondDays * 86_400_000].filter(
    (delay) => delay > 0,
  )
}

/**
 * The number (1 or 2) of the reminder a draft is due now, or null: the next one after those sent,
 * once its delay after the draft's last change has passed. Never more than the settings allow.
 */
export function reminderDue(
  draft: { lastSavedAt: string; remindersSent: number },
  settings: ReminderSettings,
  now: Date,
): number | null {
  const delays = reminderDelays(settings)
  const next = draft.remindersSent
  const delay = delays[next]
  if (delay === undefined) return null
  return now.getTime() - new Date(draft.lastSavedAt).getTime() >= delay ? next + 1 : null
}

/** The shortest reminder delay switched on, in ms; null when reminders are off. */
export function firstReminderDelay(settings: ReminderSettings): number | null {
  const delays = reminderDelays(settings)
  return delays.length > 0 ? Math.min(...delays) : null
}

/**
 * Where a visit came from, in one line for a list: the campaign's source and medium, else the
 * referring site, else "Direct"; then the page it landed on.
 */
export function sourceLine(attribution: Attribution | undefined): string {
  const from = attribution?.utmSource
    ? [attribution.utmSource, attribution.utmMedium].filter(Boolean).join(' / ')
    : (attribution?.referrerHost ?? 'Direct')
  const campaign = attribution?.utmCampaign ? ` (${attribution.utmCampaign})` : ''
  const landing = attribution?.landingPage ? `, landed on ${attribution.landingPage}` : ''
  return `${from}${campaign}${landing}`
}
