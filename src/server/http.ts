import 'server-only'

import { readBodyUpTo } from './body'

/** JSON answers for the public endpoints: a clear message, never a stack trace. */
export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json({ message, ...extra }, { status, headers })
}

/** 429 with Retry-After (seconds). */
export function tooManyRequests(message: string, retryAfter: number): Response {
  return jsonError(429, message, {}, { 'Retry-After': String(retryAfter) })
}

export type ReadJsonResult = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON request body of at most `maxBytes`: 415 for another content type, 413 as soon as
 * the body passes the limit (declared or streamed), 400 for malformed JSON.
 */
export async function readJson(request: Request, maxBytes: number): Promise<ReadJsonResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return {
      ok: false,
      response: jsonError(415, 'Send the data as JSON (Content-Type: application/json).'),
    }
  }
  const body = await readBodyUpTo(request, maxBytes)
  if (!body.ok) {
    return {
      ok: false,
      response: jsonError(
        413,
        `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`,
      ),
    }
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(body.bytes)) }
  } catch {
    return { ok: false, response: jsonError(400, 'The request body is not valid JSON.') }
  }
}
