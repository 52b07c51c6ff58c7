import type { Payload } from 'payload'
import { claimIdsIn, tokensIn, type ClaimUsage } from '@/lib/claims'
import { pagePath } from '@/lib/paths'

type Block = { blockType?: string; items?: unknown }

/** The FAQ items a FAQ block shows: those it picks, or all of them when it picks none. */
export function faqIdsShown(block: Block, all: number[]): number[] {
  const picked = Array.isArray(block.items)
    ? block.items.map((i) => (typeof i === 'object' && i ? (i as { id: number }).id : i))
    : []
  return picked.length > 0 ? (picked as number[]) : all
}

/**
 * Which claims each published page shows: `{{tokens}}` in its blocks, stats rows' claims, and the
 * tokens in the answers of the FAQ items its FAQ blocks show.
 */
export async function claimUsage(payload: Payload): Promise<ClaimUsage[]> {
  const [pages, faqs, claims] = await Promise.all([
    payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { title: true, slug: true, layout: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({ collection: 'faq-items', pagination: false, depth: 0 }),
    payload.find({
      collection: 'claims',
      select: { key: true },
      pagination: false,
      depth: 0,
      draft: true,
    }),
  ])
  const keyOf = new Map(claims.docs.map((c) => [c.id, c.key]))
  const faqKeys = new Map(faqs.docs.map((f) => [f.id, tokensIn(f.answer).map((t) => t.key)]))
  const allFaqs = faqs.docs.map((f) => f.id)
  return pages.docs.map((page) => {
    const layout = (page.layout ?? []) as Block[]
    const keys = new Set([
      ...tokensIn(layout).map((t) => t.key),
      ...claimIdsIn(layout).flatMap((id) => keyOf.get(id) ?? []),
      ...layout
        .filter((b) => b.blockType === 'faq')
        .flatMap((b) => faqIdsShown(b, allFaqs).flatMap((id) => faqKeys.get(id) ?? [])),
    ])
    return { path: pagePath(page.slug), title: page.title, keys: [...keys] }
  })
}
