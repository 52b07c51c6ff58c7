import { cache } from 'react'
import { published } from '@/lib/access'
import { collectionTag, documentTag } from '@/lib/cache-tags'
import { pagePath } from '@/lib/paths'
import type { Page } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { draftBySlug, type Preview } from './preview'

/** What a page's blocks populate (two levels deep): its cached copy depends on them too. */
const PAGE_RELATIONS = ['claims', 'price-books', 'plans', 'calculators', 'media', 'forms']

const publishedPage = tagged(
  'page',
  (slug: string) => [documentTag('pages', slug), ...PAGE_RELATIONS.map(collectionTag)],
  async (slug: string): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 2,
    })
    return docs[0] ?? null
  },
)

/**
 * A page by slug: the published version, or in a preview the latest draft, read with the
 * editor's own access.
 */
export const getPage = cache((slug: string, preview: Preview = null) =>
  preview ? draftBySlug('pages', slug, preview) : publishedPage(slug),
)

/** Slugs, dates, offer ends and search-engine choice of every published page (sitemap). */
export const listPublishedPages = tagged(
  'published-pages',
  () => [collectionTag('pages')],
  async (): Promise<Array<Pick<Page, 'slug' | 'updatedAt' | 'offer' | 'indexed'>>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true, offer: { endsAt: true }, indexed: true },
      limit: 1000,
      pagination: false,
    })
    return docs
  },
)

/** The target of a published redirect managed in the admin for this path, if any. */
export const findRedirect = tagged(
  'redirect',
  () => [collectionTag('redirects'), collectionTag('pages')],
  async (path: string): Promise<{ to: string; permanent: boolean } | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { and: [{ from: { equals: path } }, published] },
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
  },
)
