import type { CollectionAfterChangeHook } from 'payload'
import { revalidateAfterChange } from '@/data/revalidate'
import { BLOG_ARTICLE_ROUTE, BLOG_FEED_PATH } from '@/lib/blog'

/** A renamed author changes every byline and the feed's item authors. */
export const revalidateAuthor: CollectionAfterChangeHook = ({ doc, req, context }) => {
  if (!context.disableRevalidate) {
    revalidateAfterChange(req, [BLOG_ARTICLE_ROUTE], 'page')
    revalidateAfterChange(req, [BLOG_FEED_PATH])
  }
  return doc
}
