/**
 * The admin's preview address of a document: the preview route with the public path the
 * document will have. A document without a slug has no address yet, so its preview says so
 * instead of showing another page (the home page, or the blog index).
 */
export function previewUrl(slug: unknown, pathOf: (slug: string) => string): string {
  if (typeof slug !== 'string' || slug.trim() === '') return '/next/preview?missing=slug'
  return `/next/preview?path=${encodeURIComponent(pathOf(slug))}`
}

/**
 * A path on this site (percent-encoded as a URL would be), or undefined for anything that would
 * leave it: `//host`, `/\host`, a tab or line break that browsers drop.
 */
export function sitePath(path: string, origin: string): string | undefined {
  if (!path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path)) return undefined
  let target: URL
  try {
    target = new URL(path, origin)
  } catch {
    return undefined
  }
  if (target.origin !== origin) return undefined
  // `/.//host` and `/%2e%2e//host` resolve to the pathname `//host`, which a browser reads as
  // another site.
  if (target.pathname.startsWith('//')) return undefined
  return `${target.pathname}${target.search}${target.hash}`
}
