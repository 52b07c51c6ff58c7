import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { sitePath } from '@/lib/preview-url'

/** Leaves preview (drafts) and returns to the published version of the page (`?path=`). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const url = new URL(request.url)
  redirect(sitePath(url.searchParams.get('path') ?? '/', url.origin) ?? '/')
}
