import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateAfterChange } from '@/data/revalidate'
import { BLOG_ARTICLE_ROUTE, blogPathsToRefresh } from '@/lib/blog'

/**
 * Publishing, editing, unpublishing or deleting a live post refreshes its article, the index, the
 * category pages and the feed; every other article too, since their related-post lists may show it.
 */
function refresh(req: Parameters<CollectionAfterChangeHook>[0]['req'], paths: string[]): void {
  if (paths.length === 0) return
  revalidateAfterChange(req, paths)
  revalidateAfterChange(req, [BLOG_ARTICLE_ROUTE], 'page')
}

export const revalidatePost: CollectionAfterChangeHook = ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) refresh(req, blogPathsToRefresh(previousDoc, doc))
  return doc
}

export const revalidateDeletedPost: CollectionAfterDeleteHook = ({ doc, req, context }) => {
  if (!context.disableRevalidate)
    refresh(req, blogPathsToRefresh(doc, { ...doc, _status: 'draft' }))
  return doc
}
