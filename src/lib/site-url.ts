/** The public origin of the site, for canonical URLs, the sitemap and feeds. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
}
