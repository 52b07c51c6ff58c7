import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePaths } from '@/data/revalidate'
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

export const revalidatePage: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(pathsToRefresh(previousDoc, doc))
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(pathsToRefresh(doc, { ...doc, _status: 'draft' }))
  return doc
}
