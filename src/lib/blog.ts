/** Blog rules shared by the collection, the pages, the feed and the tests. */

export const POST_CATEGORIES = [
  'Strategy',
  'Networking',
  'Tools',
  'Trends',
  'Content',
  'Sales',
] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

export const BLOG_PATH = '/blog'
export const BLOG_FEED_PATH = '/blog/rss.xml'
/** Every article page at once (the route pattern), for changes that alter related-post lists. */
export const BLOG_ARTICLE_ROUTE = '/blog/[slug]'

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === 'string' && (POST_CATEGORIES as readonly string[]).includes(value)
}

/** `Sales` lives at `/blog/category/sales`. */
export function categorySlug(category: PostCategory): string {
  return category.toLowerCase()
}

export function categoryFromSlug(slug: string): PostCategory | null {
  return POST_CATEGORIES.find((category) => categorySlug(category) === slug) ?? null
}

export function categoryPath(category: PostCategory): string {
  return `${BLOG_PATH}/category/${categorySlug(category)}`
}

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`
}

/** Dates are shown the British way and in UTC, so server and browser agree: 17 June 2025. */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

type PostState = {
  slug?: string | null
  category?: string | null
  _status?: 'draft' | 'published' | null
}

/**
 * The cached paths a change to a post affects: its article (old and new address), the index, the
 * category pages it leaves and joins, and the feed. Nothing when it was and stays unpublished.
 */
export function blogPathsToRefresh(before: PostState | undefined, after: PostState): string[] {
  const live = [before, after].filter((state): state is PostState => state?._status === 'published')
  if (live.length === 0) return []
  const paths = new Set<string>([BLOG_PATH, BLOG_FEED_PATH])
  for (const state of live) {
    if (state.slug) paths.add(postPath(state.slug))
    if (isPostCategory(state.category)) paths.add(categoryPath(state.category))
  }
  return [...paths]
}

type Ranked = { id: number | string; category?: string | null; publishedAt?: string | null }

/** Up to `limit` other posts of the same category, newest first. */
export function pickRelated<T extends Ranked>(
  post: Pick<Ranked, 'id' | 'category'>,
  candidates: T[],
  limit = 3,
): T[] {
  return candidates
    .filter((other) => other.id !== post.id && other.category === post.category)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
    .slice(0, limit)
}
