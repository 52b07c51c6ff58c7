import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'

/** Entry to preview: only a signed-in editor may see drafts. `path` must be a site path. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!path.startsWith('/') || path.startsWith('//')) {
    return Response.json(
      { message: 'The preview path must be a path on this site.' },
      { status: 400 },
    )
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const role = (user as { role?: string } | null)?.role
  if (role !== 'admin' && role !== 'marketer') {
    return Response.json(
      { message: 'Sign in to the admin panel as an editor to preview drafts.' },
      { status: 403 },
    )
  }
  ;(await draftMode()).enable()
  redirect(path)
}
