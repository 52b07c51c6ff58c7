/** The CMS slug of the home page; it lives at `/`. */
const HOME_SLUG = 'home'

/** The public path of a page with this slug. */
export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`
}

/** The page slug a catch-all route's decoded segments stand for. */
export function slugFromSegments(segments: string[] | undefined): string {
  return segments?.length ? segments.join('/') : HOME_SLUG
}

/**
 * A page component's catch-all segments, decoded: Next.js 16 hands them to the page
 * percent-encoded, but to generateMetadata and route handlers decoded already, which must not be
 * decoded again (`%25` would become a lone `%`, and decoding that fails). A segment that does not
 * decode was decoded already.
 */
export function decodedSegments(segments: string[] | undefined): string[] | undefined {
  return segments?.map((segment) => {
    try {
      return decodeURIComponent(segment)
    } catch {
      return segment
    }
  })
}

/** Slugs are lower-case words joined by hyphens, optionally nested with slashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * True for a path segment no page, post or redirect can have: one holding a NUL character, which
 * no stored text can. Looking it up would only make the database refuse the query.
 */
export function cannotBeStored(segment: string): boolean {
  return segment.includes('\u0000')
}

const PATH_MAX = 200
const RESERVED = /^\/(?:admin|api|next|_next)(?:\/|$)/

/** A path a public page can have: '/', or a slug path ('/pricing-overview', '/blog/x'). */
export function isPagePath(path: string): boolean {
  if (path === '/') return true
  return (
    path.startsWith('/') &&
    path.length <= PATH_MAX &&
    !RESERVED.test(path) &&
    SLUG_PATTERN.test(path.slice(1))
  )
}

/**
 * A path a visitor may have found missing: '/' and then letters, digits and - _ . / ~ %, at most
 * 200 characters, outside the admin, the API and Next.js's own files.
 */
export function isMissingPath(path: string): boolean {
  return path.length <= PATH_MAX && /^\/[\w\-./~%]*$/.test(path) && !RESERVED.test(path)
}
