'use server'

import { isEditorUser } from '@/lib/access'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'
import { isSafeHref } from '@/lib/links'
import { isMissingPath } from '@/lib/paths'

const VIEW = '/admin/missing-pages'

/**
 * The 404s view's "Redirect to…": creates a permanent (301-type) redirect in the redirects plugin for the
 * missing path (a 404 is never cached, so the path redirects at once) and takes the
 * path off the list. A target that is not a safe link, or a path that already redirects, changes
 * nothing and is said so.
 */
export async function redirectMissingPage(form: FormData): Promise<void> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !isEditorUser(user)) {
    redirect(`${VIEW}?error=${encodeURIComponent('Only admins and marketers can add redirects.')}`)
  }
  const from = String(form.get('from') ?? '')
  const to = String(form.get('to') ?? '').trim()
  const fail = (message: string): never =>
    redirect(`${VIEW}?error=${encodeURIComponent(message)}&path=${encodeURIComponent(from)}`)
  if (!isMissingPath(from)) fail('That path cannot be redirected.')
  if (!to || !isSafeHref(to) || to === from) {
    fail(
      'Choose where to send visitors: a path on this site such as /pricing-overview, or a full https:// address.',
    )
  }
  const existing = await payload.count({
    collection: 'redirects',
    where: { from: { equals: from } },
  })
  if (existing.totalDocs > 0) fail(`${from} already redirects; change it under Redirects.`)
  await payload.create({
    collection: 'redirects',
    data: { from, to: { type: 'custom', url: to }, type: '301', _status: 'published' },
    user,
    overrideAccess: false,
  })
  await payload.delete({
    collection: 'missing-pages',
    where: { path: { equals: from } },
    overrideAccess: true,
  })
  redirect(`${VIEW}?fixed=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
}
