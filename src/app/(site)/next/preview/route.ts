import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { isEditorUser } from '@/lib/access'
import { payloadClient } from '@/data/payload'
import { jsonError } from '@/server/http'
import { sitePath } from '@/lib/preview-url'

/** What the preview pane shows for a document that has no address yet. */
function noAddressYet(): Response {
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>No address yet</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}</style></head>
<body><h1>This page has no address yet</h1><p>Give it a slug (in the sidebar, under Slug) or a title, and the preview will show it here.</p></body></html>`
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Entry to preview: only a signed-in editor may see drafts. `path` must be a site path. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.searchParams.get('missing') === 'slug') return noAddressYet()
  const requested = url.searchParams.get('path')
  if (!requested) return jsonError(400, 'Say which page to preview: ?path=/its-address.')
  const path = sitePath(requested, url.origin)
  if (!path) return jsonError(400, 'The preview path must be a path on this site.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isEditorUser(user)) {
    return jsonError(403, 'Sign in to the admin panel as an editor to preview drafts.')
  }
  ;(await draftMode()).enable()
  redirect(path)
}
