import { searchPlugin } from '@payloadcms/plugin-search'
import type { BeforeSync } from '@payloadcms/plugin-search/types'
import type { Field, Payload, PayloadRequest } from 'payload'
import { postPath } from '@/lib/blog'
import { fillClaims, type ClaimLike } from '@/lib/claims'
import { hiddenFromOps, isEditor } from '@/lib/access'
import { pagePath } from '@/lib/paths'
import {
  plainText,
  SEARCH_KINDS,
  SEARCH_TEXT_MAX,
  truncateText,
  type SearchCollection,
} from '@/lib/search'

export const SEARCH_COLLECTIONS = Object.keys(SEARCH_KINDS) as SearchCollection[]

/** What a search entry holds beside the plugin's title and document. */
type Entry = {
  kind: string
  /** The public path (`/blog/x`, `/case-studies#case-study-3`); none while nothing shows it. */
  path: string | null
  excerpt: string
  content: string
  /** An offer page's end: from then it is out of the results, as it is out of the sitemap. */
  hideAfter: string | null
}

type Doc = Record<string, unknown> & { id: number | string }

const EXCERPT_MAX = 240

async function publishedClaims(payload: Payload, req?: PayloadRequest): Promise<ClaimLike[]> {
  const { docs } = await payload.find({
    collection: 'claims',
    where: { _status: { equals: 'published' } },
    select: { key: true, readings: true },
    pagination: false,
    depth: 0,
    req,
  })
  return docs as ClaimLike[]
}

/**
 * The published page that lists case studies of `kind` (a Case studies block): a case study is
 * public only on such a page, and found at its card there.
 */
async function caseStudiesPagePath(
  payload: Payload,
  kind: unknown,
  req?: PayloadRequest,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { slug: true, layout: true },
    pagination: false,
    depth: 0,
    req,
  })
  const page = docs.find((doc) =>
    doc.layout?.some((block) => block.blockType === 'caseStudies' && block.kind === kind),
  )
  return page ? pagePath(page.slug) : null
}

/** Where each kind of case study is listed, when many are indexed at once. */
export type CaseStudyPages = Map<unknown, Promise<string | null>>

/**
 * The entry of one published document: its kind, public path, excerpt and plain text.
 * `caseStudyPages` keeps the page of each kind of case study across calls.
 */
export async function searchEntry(
  collection: SearchCollection,
  doc: Doc,
  payload: Payload,
  req?: PayloadRequest,
  caseStudyPages: CaseStudyPages = new Map(),
): Promise<Entry> {
  const kind = SEARCH_KINDS[collection]
  const cap = (text: string) => text.slice(0, SEARCH_TEXT_MAX)
  if (collection === 'posts') {
    const excerpt = String(doc.excerpt ?? '')
    return {
      kind,
      path: postPath(String(doc.slug)),
      excerpt: truncateText(excerpt, EXCERPT_MAX),
      content: cap(plainText([excerpt, doc.body])),
      hideAfter: null,
    }
  }
  if (collection === 'case-studies') {
    if (!caseStudyPages.has(doc.kind)) {
      caseStudyPages.set(doc.kind, caseStudiesPagePath(payload, doc.kind, req))
    }
    const page = await caseStudyPages.get(doc.kind)!
    const company = String(doc.company ?? '')
    return {
      kind,
      path: page && `${page}#case-study-${doc.id}`,
      excerpt: truncateText(company, EXCERPT_MAX),
      content: cap(
        plainText([
          company,
          doc.industry,
          doc.challenge,
          doc.solution,
          (doc.results as { text?: string }[] | undefined)?.map((r) => r.text),
        ]),
      ),
      hideAfter: null,
    }
  }
  const path = pagePath(String(doc.slug))
  const claims = await publishedClaims(payload, req)
  const text = fillClaims(plainText(doc.layout), claims, path)
  const meta = doc.meta as { description?: string | null } | undefined
  const offer = doc.offer as { endsAt?: string | null } | undefined
  return {
    kind,
    path,
    excerpt: truncateText(meta?.description || text, EXCERPT_MAX),
    content: cap(text),
    hideAfter: offer?.endsAt ?? null,
  }
}

/**
 * The plugin's hook: every entry stores its kind, public path, excerpt and plain text, read from
 * the document with its relationships unpopulated, so a linked page's text is not indexed here.
 */
const beforeSync: BeforeSync = async ({ collectionSlug, originalDoc, payload, req, searchDoc }) => {
  const collection = collectionSlug as SearchCollection
  const doc = (await payload
    .findByID({ collection, id: originalDoc.id as number, depth: 0, req })
    .catch(() => originalDoc)) as Doc
  return {
    ...searchDoc,
    title: String(doc.title ?? ''),
    ...(await searchEntry(collection, doc, payload, req)),
  }
}

const readOnly = { readOnly: true }
const entryFields: Field[] = [
  { name: 'kind', type: 'text', admin: { ...readOnly, position: 'sidebar' } },
  {
    name: 'path',
    type: 'text',
    admin: {
      ...readOnly,
      position: 'sidebar',
      description: 'Empty while no published page shows this document; it is then not found.',
    },
  },
  { name: 'excerpt', type: 'textarea', admin: readOnly },
  { name: 'content', type: 'textarea', admin: { ...readOnly, hidden: true } },
  { name: 'hideAfter', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
]

/**
 * Payload's search plugin: one entry per published page, article and case study, written on
 * publish, removed on unpublish and delete (drafts are never indexed). The site's search reads
 * the entries (src/data/search.ts); staff see them under Settings → Search index.
 */
export const siteSearchPlugin = searchPlugin({
  collections: SEARCH_COLLECTIONS,
  beforeSync,
  syncDrafts: false,
  deleteDrafts: true,
  searchOverrides: {
    labels: { singular: 'Search entry', plural: 'Search index' },
    access: { read: isEditor, update: isEditor, delete: isEditor },
    admin: {
      group: 'Settings',
      hidden: hiddenFromOps,
      defaultColumns: ['title', 'kind', 'path'],
      description:
        'What the site search finds: every published page, article and case study, kept up to date on publish, unpublish and delete.',
    },
    fields: ({ defaultFields }) => [...defaultFields, ...entryFields],
  },
})
