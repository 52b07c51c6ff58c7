/** JSON answers for the public endpoints: a clear message, never a stack trace. */
export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
) {
  return Response.json({ message, ...extra }, { status, headers })
}

export type ReadJsonResult = { ok: true; value: unknown } | { ok: false; response: Response }

/**
 * Reads a JSON request body of at most `maxBytes`: 415 for another content type, 413 when too
 * large, 400 for malformed JSON.
 */
export async function readJson(request: Request, maxBytes: number): Promise<ReadJsonResult> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return {
      ok: false,
      response: jsonError(415, 'Send the data as JSON (Content-Type: application/json).'),
    }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  const tooLarge = () => ({
    ok: false as const,
    response: jsonError(413, `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`),
  })
  if (declared > maxBytes) return tooLarge()
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) return tooLarge()
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, response: jsonError(400, 'The request body is not valid JSON.') }
  }
}
