import 'server-only'

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
 * Why a production server must not start with this environment, or undefined when it may. Staff
 * sign-ins count only from the public origin, so a server that guesses it (localhost:3000) would
 * let staff sign in elsewhere and then refuse every save.
 */
export function publicOriginProblem(
  configured: string | undefined = process.env.SITE_URL || process.env.NEXT_PUBLIC_SERVER_URL,
  production = process.env.NODE_ENV === 'production',
): string | undefined {
  if (!configured) {
    if (!production) return undefined
    return [
      'SITE_URL is not set: this production server does not know its public address.',
      'Staff could sign in to the admin but every save would be refused.',
      'Set SITE_URL to the address visitors and staff use, for example SITE_URL=https://www.example.com,',
      'and start the server again.',
    ].join('\n')
  }
  try {
    const url = new URL(configured)
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined
  } catch {
    // reported below
  }
  return `SITE_URL must be an http:// or https:// address such as https://www.example.com, not "${configured}".`
}

/**
 * This server's own address, for the server calling itself (background work that needs a Next.js
 * request). `next start` and the standalone server set PORT; loopback skips any proxy in front.
 */
export function internalOrigin(): string {
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : siteUrl()
}
