/**
 * The wizard's saved state (the answers are kept in the browser as the visitor types, restored
 * after a reload and cleared after a successful submission), and the
 * mapping from a field to the step that shows it.
 *
 * What comes back from storage is untrusted: `parseDraft` keeps only values of the right type and
 * fills everything else from `emptyAnswers()`, so a damaged or outdated entry never breaks the form.
 */
import {
  emptyAnswers,
  emptyIcp,
  MAX_ICPS,
  MAX_JOB_TITLES,
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
  type Icp,
  type OnboardingAnswers,
  type SubmissionVariant,
} from './schema'

const DRAFT_VERSION = 1

export interface WizardDraft {
  version: typeof DRAFT_VERSION
  /** The step the visitor was on, 1-based. */
  step: number
  /** Sent with the submission; the same id on a retry lets the server store it once. */
  submissionId: string
  answers: OnboardingAnswers
  /** The campaign code from the landing URL (?offer=october), if any. */
  offer?: string
  /**
   * Counts the saves of this draft, from any tab: a tab that last saw revision n and finds a higher
   * one saved knows another tab has newer answers, and takes them in rather than writing over them.
   */
  revision: number
  /** The plan button (its plan key) whose choice the answers last took in. */
  pressedPlan?: string
  /** The steps completed with Next, which the server's copy holds. */
  stepsDone?: number
  /** The server's copy: the token that writes it and the revision last seen there. */
  server?: ServerCopy
}

export type ServerCopy = { token: string; revision: number }

const TOKEN = /^[A-Za-z0-9_-]{43}$/

function serverCopy(value: unknown): ServerCopy | undefined {
  if (!isRecord(value) || typeof value.token !== 'string' || !TOKEN.test(value.token))
    return undefined
  return { token: value.token, revision: revisionOf(value.revision) }
}

/** One saved draft per form variant, so the demo form never overwrites the full wizard. */
export function draftKey(variant: SubmissionVariant): string {
  return `leadpilot:onboarding:${variant}`
}

/** Keeps a step number inside 1..total. */
export function clampStep(step: number, total: number): number {
  if (!Number.isFinite(step)) return 1
  return Math.min(Math.max(Math.trunc(step), 1), Math.max(total, 1))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string }

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure pages, so the id is built
 * from `getRandomValues` when it is missing.
 */
export function newSubmissionId(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID()
  const bytes = source.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function strings(value: unknown, max: number): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, max)
    : []
}

function restoreIcp(value: unknown): Icp {
  const icp = emptyIcp()
  if (!isRecord(value)) return icp
  const titles = strings(value.jobTitles, MAX_JOB_TITLES)
  return {
    jobTitles: titles.length > 0 ? titles : icp.jobTitles,
    companySize: strings(value.companySize, 100),
    industry: strings(value.industry, 1000),
    countries: strings(value.countries, 1000),
    locations: typeof value.locations === 'string' ? value.locations : '',
    painFrustration: typeof value.painFrustration === 'string' ? value.painFrustration : '',
    benefits: typeof value.benefits === 'string' ? value.benefits : '',
    valueOffering: typeof value.valueOffering === 'string' ? value.valueOffering : '',
  }
}

/** Saved answers merged over the empty form: wrong types and unknown keys are dropped. */
export function restoreAnswers(value: unknown): OnboardingAnswers {
  const answers = emptyAnswers()
  if (!isRecord(value)) return answers
  const target = answers as unknown as Record<string, unknown>
  for (const [key, empty] of Object.entries(answers)) {
    const saved = value[key]
    if (key === 'icps') continue
    if (typeof empty === 'string' && typeof saved === 'string') target[key] = saved
    if (typeof empty === 'boolean' && typeof saved === 'boolean') target[key] = saved
  }
  if (Array.isArray(value.icps) && value.icps.length > 0) {
    answers.icps = value.icps.slice(0, MAX_ICPS).map(restoreIcp)
  }
  return answers
}

/**
 * The single-value answers that differ from `from`: with the empty form (the default), the
 * answers a visitor gave in the server-rendered form before the wizard took it over, since the
 * fields take typing from the first paint. Such answers win over a saved draft's, so nothing typed
 * while the page loaded is lost.
 */
export function changedAnswers(
  values: OnboardingAnswers,
  from: OnboardingAnswers = emptyAnswers(),
): Partial<OnboardingAnswers> {
  const before = from as unknown as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => typeof value !== 'object' && key in before && value !== before[key],
    ),
  ) as Partial<OnboardingAnswers>
}

/** The stored text for a draft. */
export function serialiseDraft(draft: Omit<WizardDraft, 'version'>): string {
  return JSON.stringify({ ...draft, version: DRAFT_VERSION })
}

/** A saved draft, or null when there is none or it cannot be used (wrong version, no valid id). */
export function parseDraft(raw: string | null | undefined, totalSteps: number): WizardDraft | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(value) || value.version !== DRAFT_VERSION) return null
  if (typeof value.submissionId !== 'string' || !UUID.test(value.submissionId)) return null
  const offer = typeof value.offer === 'string' && value.offer !== '' ? value.offer : undefined
  const pressedPlan =
    typeof value.pressedPlan === 'string' && value.pressedPlan !== ''
      ? value.pressedPlan
      : undefined
  return {
    version: DRAFT_VERSION,
    step: clampStep(typeof value.step === 'number' ? value.step : 1, totalSteps),
    submissionId: value.submissionId,
    answers: restoreAnswers(value.answers),
    ...(offer ? { offer } : {}),
    revision: revisionOf(value.revision),
    ...(pressedPlan ? { pressedPlan } : {}),
    ...(typeof value.stepsDone === 'number'
      ? { stepsDone: clampStep(value.stepsDone, totalSteps) }
      : {}),
    ...(serverCopy(value.server) ? { server: serverCopy(value.server) } : {}),
  }
}

/** A stored revision: a whole number from 0; anything else (a draft saved before revisions) is 0. */
function revisionOf(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0
}

/**
 * True when the stored draft was saved by another tab after this one last read or wrote it
 * (`seen`): its answers are newer and must not be overwritten with this tab's older ones.
 */
export function isNewerDraft(stored: Pick<WizardDraft, 'revision'> | null, seen: number): boolean {
  return stored !== null && stored.revision > seen
}

const STEP_FIELDS: ReadonlyArray<ReadonlySet<string>> = [
  step1Schema,
  step2Schema,
  step3Schema,
  step4Schema,
  step5Schema,
].map((schema) => new Set(Object.keys(schema.shape)))

/** The step (1-based) that shows a field, from its dotted path ('icps.0.jobTitles' → 3). */
export function stepOfField(path: string): number | null {
  const top = path.split('.')[0] ?? ''
  const index = STEP_FIELDS.findIndex((fields) => fields.has(top))
  return index === -1 ? null : index + 1
}

/** The earliest step within 1..total that has one of the errors, or null when none does. */
export function firstStepWithError(paths: Iterable<string>, totalSteps: number): number | null {
  let first: number | null = null
  for (const path of paths) {
    const step = stepOfField(path)
    if (step !== null && step <= totalSteps && (first === null || step < first)) first = step
  }
  return first
}
