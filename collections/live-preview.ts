import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { postPath } from '@/lib/blog'
import { pagePath } from '@/lib/paths'
import { previewUrl } from '@/lib/preview-url'
import { claimUsage } from './Claims/usage'

type Block = Record<string, unknown> & { blockType?: string }
type Data = Record<string, unknown>
type Previews = Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'>

/** Preview and live preview both open the address `where` gives for the document. */
const openAt = (where: (req: PayloadRequest, data: Data) => Promise<string>): Previews => ({
  livePreview: { url: ({ data, req }) => where(req, data) },
  preview: (data, { req }) => where(req, data),
})

/**
 * The preview address of the first published page with a `blockType` block that `shows` this
 * document (any such block when `shows` is left out); the home page when no page has one.
 */
async function pageShowing(
  req: PayloadRequest,
  blockType: string,
  data: Data,
  shows?: (block: Block, data: Data) => boolean,
): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: {
      and: [{ _status: { equals: 'published' } }, { 'layout.blockType': { equals: blockType } }],
    },
    select: { slug: true, layout: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    req,
  })
  const page = docs.find((doc) =>
    (doc.layout as Block[] | null | undefined)?.some(
      (block) => block.blockType === blockType && (!shows || shows(block, data)),
    ),
  )
  return previewUrl(page?.slug ?? 'home', pagePath)
}

/**
 * Preview and live preview for a document shown inside pages by a block (an FAQ item, a team
 * member, a case study): both open the first published page that shows it, with the drafts the
 * editor is working on in place of the published documents.
 */
export const previewIn = (
  blockType: string,
  shows?: (block: Block, data: Data) => boolean,
): Previews => openAt((req, data) => pageShowing(req, blockType, data, shows))

/** Preview and live preview of a global shown on every page (the site settings): the home page. */
export const previewOnHome: Pick<NonNullable<GlobalConfig['admin']>, 'livePreview' | 'preview'> = {
  livePreview: { url: previewUrl('home', pagePath) },
  preview: () => previewUrl('home', pagePath),
}

/** The preview address of the first published page that shows the claim; the home page if none. */
async function pageQuoting(req: PayloadRequest, data: Data): Promise<string> {
  const usage = await claimUsage(req.payload)
  const page = usage.find((entry) => entry.keys.includes(String(data.key)))
  return previewUrl(page?.path ?? '/', (path) => path)
}

/** Preview and live preview of a claim: the first published page that quotes it. */
export const previewClaim = openAt(pageQuoting)

/** The preview address of the author's latest published article; the blog if they have none. */
async function latestArticleBy(req: PayloadRequest, data: Data): Promise<string> {
  const { docs } = data.id
    ? await req.payload.find({
        collection: 'posts',
        where: {
          and: [{ _status: { equals: 'published' } }, { author: { equals: data.id } }],
        },
        select: { slug: true },
        sort: '-publishedAt',
        depth: 0,
        limit: 1,
        req,
      })
    : { docs: [] }
  const slug = docs[0]?.slug
  return previewUrl(slug ? postPath(slug) : '/blog', (path) => path)
}

/** Preview and live preview of an author: their byline on their latest article. */
export const previewAuthor = openAt(latestArticleBy)
