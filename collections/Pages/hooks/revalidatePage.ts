import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateAfterChange } from '@/data/revalidate'
import { pagePath } from '@/lib/paths'

type PageLike = { slug?: string | null; _status?: 'draft' | 'published' | null }

/** Paths whose live output changes when a page moves from `before` to `after`. */
export function pathsToRefresh(before: PageLike | undefined, after: PageLike): string[] {
  const paths: string[] = []
  if (after._status === 'published' && after.slug) paths.push(pagePath(after.slug))
  // Unpublished, or moved to another slug: the old address must stop serving it.
  if (
    before?._status === 'published' &&
    before.slug &&
    (after._status !== 'published' || before.slug !== after.slug)
  ) {
    paths.push(pagePath(before.slug))
  }
  return paths
}

// revalidateAfterChange also covers scheduled publishing, which runs outside any request.
export const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) revalidateAfterChange(req, pathsToRefresh(previousDoc, doc))
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!context.disableRevalidate)
    revalidateAfterChange(req, pathsToRefresh(doc, { ...doc, _status: 'draft' }))
  return doc
}
