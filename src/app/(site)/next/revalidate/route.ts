import crypto from 'node:crypto'
import { z } from 'zod'
import { expireTags, revalidationToken } from '@collections/revalidate'
import { jsonError, readJson } from '@/server/http'

/**
 * Internal: expires cache tags for work that ran outside a request (scheduled publishing by the
 * jobs queue). Only this server knows the token, so visitors cannot purge the cache.
 */
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

export async function POST(request: Request): Promise<Response> {
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
