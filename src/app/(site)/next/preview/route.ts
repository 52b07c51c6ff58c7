import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'
import { jsonError } from '@/lib/http'

/**
 * The path to preview as a path on this site (percent-encoded as a URL would be), or undefined
 * for anything that would leave it: `//host`, `/\host`, a tab or line break that browsers drop.
 */
function sitePath(path: string, origin: string): string | undefined {
  if (!path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path)) return undefined
  let target: URL
  try {
    target = new URL(path, origin)
  } catch {
    return undefined
  }
  if (target.origin !== origin) return undefined
  return `${target.pathname}${target.search}${target.hash}`
}

/** Entry to preview: only a signed-in editor may see drafts. `path` must be a site path. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = sitePath(url.searchParams.get('path') ?? '/', url.origin)
  if (!path) return jsonError(400, 'The preview path must be a path on this site.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const role = (user as { role?: string } | null)?.role
  if (role !== 'admin' && role !== 'marketer') {
    return jsonError(403, 'Sign in to the admin panel as an editor to preview drafts.')
  }
  ;(await draftMode()).enable()
  redirect(path)
}
