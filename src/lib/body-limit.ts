/**
 * Body limits for Payload's REST and GraphQL routes, which read a JSON body whole with no limit of
 * their own. Anything larger is refused with 413 before Payload reads it, whoever sends it.
 */
export const API_BODY_LIMIT = 2 * 1024 * 1024
/** Multipart bodies carry media uploads. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024

const tooLarge = (limit: number) =>
  Response.json(
    { errors: [{ message: `The request is too large (limit ${limit / 1024 / 1024} MB).` }] },
    { status: 413 },
  )

/** Wraps a route handler: bodies over the limit get 413, whether declared or streamed. */
export function withBodyLimit<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    if (!request.body) return handler(request, context)
    const type = request.headers.get('content-type') ?? ''
    const limit = /^multipart\//i.test(type) ? UPLOAD_BODY_LIMIT : API_BODY_LIMIT
    const declared = request.headers.get('content-length')
    // Node's HTTP parser never delivers more than a declared Content-Length.
    if (declared !== null) {
      if (Number(declared) <= limit) return handler(request, context)
      void discard(request.body.getReader(), limit * 4)
      return tooLarge(limit)
    }
    // A chunked body: read it up to the limit, then hand Payload what was read.
    const reader = request.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        void discard(reader, limit * 4)
        return tooLarge(limit)
      }
      chunks.push(value)
    }
    return handler(new Request(request, { body: Buffer.concat(chunks) }), context)
  }
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
