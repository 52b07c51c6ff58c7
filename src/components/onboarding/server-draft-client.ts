/**
 * The wizard's calls to the draft endpoints. Every failure becomes a result the wizard can act on
 * without losing an answer: the browser's own copy stays the buffer when the server cannot be
 * reached.
 */
import type { ResumeProblem, ServerDraft } from '@/lib/onboarding/server-draft'

const ENDPOINT = '/api/onboarding/draft'

export type DraftSaveBody = {
  reference: string
  token?: string
  baseRevision: number
  stepsDone: number
  variant: 'full' | 'quick'
  page: string
  answers: unknown
  offer?: string
  attribution?: unknown
}

export type DraftSaveResult =
  | { kind: 'saved'; draft: ServerDraft }
  | { kind: 'conflict'; draft: ServerDraft }
  | { kind: 'sent' }
  /** Not saved, for now: offline, a server error, refused. The browser's copy stays. */
  | { kind: 'failed' }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A draft as the server sends it; anything else is not one. */
function asDraft(value: unknown): ServerDraft | null {
  if (!isRecord(value)) return null
  const { reference, token, revision, stepsDone, variant, answers } = value
  return typeof reference === 'string' &&
    typeof token === 'string' &&
    typeof revision === 'number' &&
    typeof stepsDone === 'number' &&
    (variant === 'full' || variant === 'quick') &&
    isRecord(answers)
    ? (value as ServerDraft)
    : null
}

async function body(response: Response): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await response.json()
    return isRecord(value) ? value : {}
  } catch {
    return {}
  }
}

async function send(path: string, method: string, payload: unknown): Promise<Response | null> {
  try {
    return await fetch(path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    })
  } catch {
    return null
  }
}

/** Saves the completed steps on the server. */
export async function saveServerDraft(save: DraftSaveBody): Promise<DraftSaveResult> {
  const response = await send(ENDPOINT, 'PUT', save)
  if (!response) return { kind: 'failed' }
  const answer = await body(response)
  const draft = asDraft(answer.draft)
  if (response.ok && draft) return { kind: 'saved', draft }
  if (response.status === 409) {
    if (answer.sent === true) return { kind: 'sent' }
    const newer = asDraft(answer.conflict)
    if (newer) return { kind: 'conflict', draft: newer }
  }
  return { kind: 'failed' }
}

export type ResumeResult =
  | { ok: true; draft: ServerDraft }
  | { ok: false; problem: ResumeProblem | 'unavailable'; message: string }

/** Opens the draft a resume link's code names. */
export async function openServerDraft(code: string): Promise<ResumeResult> {
  const response = await send(`${ENDPOINT}/resume`, 'POST', { code })
  const unavailable = {
    ok: false as const,
    problem: 'unavailable' as const,
    message:
      'We could not open your saved answers just now. Please try the link again in a moment.',
  }
  if (!response) return unavailable
  const answer = await body(response)
  const draft = asDraft(answer.draft)
  if (response.ok && draft) return { ok: true, draft }
  const problem = answer.problem
  if (
    (problem === 'invalid' || problem === 'expired' || problem === 'submitted') &&
    typeof answer.message === 'string'
  ) {
    return { ok: false, problem, message: answer.message }
  }
  return unavailable
}

export type LinkResult = { ok: true; email: string } | { ok: false; message: string }

/** Asks for the link to finish on another device, e-mailed to the address given on step 1. */
export async function requestResumeLink(reference: string, token: string): Promise<LinkResult> {
  const response = await send(`${ENDPOINT}/link`, 'POST', { reference, token })
  if (!response) {
    return {
      ok: false,
      message: 'You seem to be offline. Please try again when you are connected.',
    }
  }
  const answer = await body(response)
  if (response.ok && typeof answer.email === 'string') return { ok: true, email: answer.email }
  return {
    ok: false,
    message:
      typeof answer.message === 'string'
        ? answer.message
        : 'We could not send the link just now. Please try again in a moment.',
  }
}
