/**
 * The path of an uploaded file for next/image. Payload prefixes upload URLs with the server URL
 * when one is configured; same-site images must be passed as paths so the image optimiser
 * treats them as local files instead of remote ones.
 */
export function mediaSrc(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return null
  }
}
