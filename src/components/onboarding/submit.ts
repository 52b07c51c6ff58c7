/**
 * Sending the wizard's answers to `POST /api/onboarding` and reading the answer. Every failure
 * (network, server error, bad input, rate limit) becomes one result the wizard can show without
 * losing any answer: the visitor sees 'There was an error processing your submission. Please try
 * again.' and stays on the step.
 */
import type { Brief } from '@/lib/onboarding/brief'
import type { SubmissionInput } from '@/lib/onboarding/schema'

export const SUBMIT_ERROR_MESSAGE =
  'There was an error processing your submission. Please try again.'

const ONBOARDING_ENDPOINT = '/api/onboarding'

export type SubmitResult =
  | {
      ok: true
      /** The submission's public reference: the visitor's own random id, never a database key. */
      submissionId: string
      brief: Brief
    }
  | {
      ok: false
      /** HTTP status, or 0 when the request never got an answer. */
      status: number
      /** The server's message, when it sent one. */
      message?: string
      /** Field errors keyed by dotted path ('email', 'icps.0.jobTitles'), from a 400. */
      errors?: Record<string, string>
    }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

/** A brief as the endpoint sends it: the document's parts are only ever shown as text. */
function isBrief(value: unknown): value is Brief {
  return (
    isRecord(value) &&
    typeof value.company === 'string' &&
    typeof value.client === 'string' &&
    typeof value.date === 'string' &&
    Array.isArray(value.sections)
  )
}

/** Reads the endpoint's answer. A 2xx without a brief counts as a failure (nothing to show). */
export async function readSubmitResponse(response: Response): Promise<SubmitResult> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    body = null
  }
  const record = isRecord(body) ? body : {}
  if (response.ok && isBrief(record.brief) && typeof record.submissionId === 'string') {
    return { ok: true, submissionId: record.submissionId, brief: record.brief }
  }
  const message = typeof record.message === 'string' ? record.message : undefined
  const errors = response.status === 400 ? stringRecord(record.errors) : undefined
  return {
    ok: false,
    status: response.ok ? 502 : response.status,
    ...(message ? { message } : {}),
    ...(errors ? { errors } : {}),
  }
}

/** Posts one submission. Never throws: a network failure is `{ ok: false, status: 0 }`. */
export async function submitOnboarding(
  input: SubmissionInput,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetchImpl(ONBOARDING_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    })
  } catch {
    return { ok: false, status: 0 }
  }
  return readSubmitResponse(response)
}
