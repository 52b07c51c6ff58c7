import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { pagePath } from '@/lib/paths'
import { previewUrl } from '@/lib/preview-url'

type Block = Record<string, unknown> & { blockType?: string }
type Data = Record<string, unknown>

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
    limit: 20,
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
export function previewIn(
  blockType: string,
  shows?: (block: Block, data: Data) => boolean,
): Pick<NonNullable<CollectionConfig['admin']>, 'livePreview' | 'preview'> {
  return {
    livePreview: { url: ({ data, req }) => pageShowing(req, blockType, data, shows) },
    preview: (data, { req }) => pageShowing(req, blockType, data, shows),
  }
}

/** Preview and live preview of a global shown on every page (the site settings): the home page. */
export const previewOnHome: Pick<NonNullable<GlobalConfig['admin']>, 'livePreview' | 'preview'> = {
  livePreview: { url: previewUrl('home', pagePath) },
  preview: () => previewUrl('home', pagePath),
}
