import { cache } from 'react'
import type { Page } from '@/payload-types'
import { pagePath } from '@/lib/paths'
import { payloadClient } from './payload'

/** A page by slug: the published version, or the latest draft in preview. */
export const getPage = cache(async (slug: string, draft = false): Promise<Page | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    draft,
    // In preview the editor's own access applies; visitors only ever see published pages.
    overrideAccess: draft,
    limit: 1,
    depth: 2,
  })
  return docs[0] ?? null
})

/** Slugs and dates of every published page (sitemap). */
export async function listPublishedPages(): Promise<Array<Pick<Page, 'slug' | 'updatedAt'>>> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { slug: true, updatedAt: true },
    limit: 1000,
    pagination: false,
  })
  return docs
}

/** The target of a redirect managed in the admin for this path, if any. */
export async function findRedirect(
  path: string,
): Promise<{ to: string; permanent: boolean } | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: path } },
    limit: 1,
    depth: 1,
  })
  const redirect = docs[0]
  if (!redirect?.to) return null
  const target = redirect.to.reference?.value
  const to =
    redirect.to.type === 'reference' && target && typeof target === 'object'
      ? pagePath((target as Page).slug)
      : redirect.to.url
  return to ? { to, permanent: redirect.type !== '302' } : null
}
