import crypto from 'node:crypto'
import { z } from 'zod'
import { revalidatePaths, revalidationToken } from '@/data/revalidate'

/**
 * Internal: refreshes cached paths for work that ran outside a request (scheduled publishing by
 * the jobs queue). Only this server knows the token, so visitors cannot purge the cache.
 */
const body = z.object({
  paths: z
    .array(z.string().regex(/^\/(?!\/)[^\s]*$/, 'Each path must be a path on this site.'))
    .min(1)
    .max(100),
  type: z.enum(['layout', 'page']).optional(),
})

function validToken(given: string | null): boolean {
  const expected = Buffer.from(revalidationToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

export async function POST(request: Request): Promise<Response> {
  if (!validToken(request.headers.get('x-revalidate-token'))) {
    return Response.json({ message: 'Not allowed.' }, { status: 403 })
  }
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    return Response.json(
      { message: parsed.error.issues[0]?.message ?? 'Invalid request.' },
      { status: 400 },
    )
  }
  revalidatePaths(parsed.data.paths, parsed.data.type)
  return Response.json({ revalidated: parsed.data.paths })
}
