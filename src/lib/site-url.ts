/**
 * The public origin of the site, for canonical URLs, the sitemap and feeds. SITE_URL is read when
 * a page renders (NEXT_PUBLIC_SERVER_URL is fixed into the build).
 */
export function siteUrl(): string {
  return (
    process.env.SITE_URL ||
    process.env.NEXT_PUBLIC_SERVER_URL ||
    'http://localhost:3000'
  ).replace(/\/$/, '')
}

/**
 * This server's own address, for the server calling itself (background work that needs a Next.js
 * request). `next start` and the standalone server set PORT; loopback skips any proxy in front.
 */
export function internalOrigin(): string {
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : siteUrl()
}
