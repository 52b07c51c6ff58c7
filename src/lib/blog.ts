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

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === 'string' && (POST_CATEGORIES as readonly string[]).includes(value)
}

/** `Sales` lives at `/blog/category/sales`. */
function categorySlug(category: PostCategory): string {
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

/** What a path under /blog shows: the index, one category, or one article. */
export type BlogRoute =
  | { kind: 'index' }
  | { kind: 'category'; category: PostCategory }
  | { kind: 'article'; slug: string }

/**
 * `[]` is the index, `['category', 'sales']` a category, `[slug]` an article; anything else none.
 * The segments are decoded (src/lib/paths.ts, decodedSegments).
 */
export function blogRoute(segments: string[] | undefined): BlogRoute | null {
  const parts = segments ?? []
  // No post can have a NUL in its slug: looking one up would only make the database refuse it.
  if (parts.some((part) => part.includes('\u0000'))) return null
  if (parts.length === 0) return { kind: 'index' }
  if (parts.length === 1) return { kind: 'article', slug: parts[0]! }
  const category =
    parts.length === 2 && parts[0] === 'category' ? categoryFromSlug(parts[1]!) : null
  return category ? { kind: 'category', category } : null
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
