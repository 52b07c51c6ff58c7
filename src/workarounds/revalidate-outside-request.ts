/**
 * Cache tags expired from work that runs outside a Next.js request. Next.js 16.4.6's
 * `revalidateTag` only takes effect inside a request: called from a timer that a finished request
 * started (Payload's jobs queue runs on such timers: scheduled publishing, an offer's end) it is
 * queued and never run, without an error; called from another process (the jobs worker, a script)
 * there is no cache to expire. Such work asks the server instead, over its own internal route
 * (`POST /next/revalidate`, guarded by a token only the server knows), which expires the tags
 * inside a request; with the cache in Redis, whichever instance answers expires them for all.
 *
 * Upstream: vercel/next.js#72578 (revalidation inside a timer does nothing; closed without a
 * change) and payloadcms/payload#16392 (revalidation from jobs; open), both as of Next.js
 * 16.4.6 and Payload 3.90.1. Remove this once a Next.js release expires tags called outside a
 * request (or gives an API to do so) and Payload's jobs run inside one: tests/int/upstream.test.ts
 * then says so.
 */
import crypto from 'node:crypto'
import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { z } from 'zod'
import { jsonError, readJson } from '@/server/http'
import { internalOrigin } from '@/server/site-url'

/** The shared secret of the internal revalidation route, derived from PAYLOAD_SECRET. */
function revalidationToken(): string {
  return crypto
    .createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update('leadpilot:revalidate')
    .digest('hex')
}

/** Expires cached pages and queries carrying these tags, at once, inside a Next.js request. */
export function expireTags(tags: string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
}

/** Expires tags from work that runs outside any request (a job), through the server's own route. */
export async function revalidateThroughServer(tags: string[], payload: Payload): Promise<void> {
  try {
    const res = await fetch(`${internalOrigin()}/next/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidationToken() },
      body: JSON.stringify({ tags }),
    })
    if (!res.ok) throw new Error(`status ${res.status}`)
  } catch (error) {
    // Inside the server this must work; elsewhere (a script) no server may be running.
    const level = process.env.NEXT_RUNTIME === 'nodejs' ? 'error' : 'debug'
    payload.logger[level]({ tags, err: String(error) }, 'revalidate_failed')
  }
}

const body = z.object({
  tags: z
    .array(z.string().regex(/^[\w:/.-]{1,200}$/, 'Each tag is a cache tag name.'))
    .min(1)
    .max(100),
})

function validToken(given: string | null): boolean {
  const expected = Buffer.from(revalidationToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** The internal route's handler: expires the tags it is sent, for the holder of the token only. */
export async function expireTagsRoute(request: Request): Promise<Response> {
  if (!validToken(request.headers.get('x-revalidate-token'))) {
    return jsonError(403, 'Not allowed.')
  }
  const json = await readJson(request, 64 * 1024)
  if (!json.ok) return json.response
  const parsed = body.safeParse(json.value)
  if (!parsed.success) {
    return Response.json(
      { message: parsed.error.issues[0]?.message ?? 'Invalid request.' },
      { status: 400 },
    )
  }
  expireTags(parsed.data.tags)
  return Response.json({ revalidated: parsed.data.tags })
}
