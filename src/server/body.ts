import 'server-only'

/**
 * Request bodies are read up to a limit and no further, whether their size is declared
 * (Content-Length) or they stream in chunks: a body over the limit is refused as soon as it
 * passes the limit, never read whole.
 */

export type LimitedBody = { ok: true; bytes: Buffer<ArrayBuffer> } | { ok: false }

/**
 * The request's body, if it is at most `limit` bytes. Reading stops at the first byte over the
 * limit; what the client is still sending is then drained in the background (up to a bound), so
 * the 413 reaches it rather than a reset connection.
 */
export async function readBodyUpTo(request: Request, limit: number): Promise<LimitedBody> {
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) }
  const reader = request.body.getReader()
  const declared = request.headers.get('content-length')
  // Node's HTTP parser never delivers more than a declared Content-Length.
  if (declared !== null && Number(declared) > limit) {
    void discard(reader, limit * 4)
    return { ok: false }
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      void discard(reader, limit * 4)
      return { ok: false }
    }
    chunks.push(value)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/**
 * Reads and drops what the client is still sending, up to `max` bytes, so the 413 reaches it:
 * closing a connection with unread data resets it, and the client may lose the answer.
 */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, max: number) {
  let dropped = 0
  try {
    while (dropped <= max) {
      const { done, value } = await reader.read()
      if (done) return
      dropped += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away.
  }
}
