/** The CMS slug of the home page; it lives at `/`. */
export const HOME_SLUG = 'home'

/** The public path of a page with this slug. */
export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`
}

/** The page slug a catch-all route segment list stands for. */
export function slugFromSegments(segments: string[] | undefined): string {
  return segments?.length ? segments.map(decodeURIComponent).join('/') : HOME_SLUG
}

/** Slugs are lower-case words joined by hyphens, optionally nested with slashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
