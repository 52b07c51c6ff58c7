import { withPayload } from '@payloadcms/next/withPayload'

const dev = process.env.NODE_ENV !== 'production'

/**
 * Content-Security-Policy of the public site: scripts, frames and connections only from the site
 * and the named third parties (the scheduling widget and the video players). Inline scripts stay
 * allowed because cached static pages cannot carry per-request nonces. Transcription goes through
 * the site's own /api/voice, so no other origin is contacted from the browser.
 */
const siteCsp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} https://assets.calendly.com`,
  "style-src 'self' 'unsafe-inline' https://assets.calendly.com",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${dev ? ' ws:' : ''}`,
  "media-src 'self' blob:",
  'frame-src https://calendly.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image runs the standalone server; `next start` serves the regular build.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Next.js hashes the whole HTML of a page on every request to make its ETag: about a sixth of
  // the server's CPU when serving cached pages (npm run bench with BENCH_PROFILE). Without ETags a
  // repeat visit gets the page again rather than a 304 (files in public/ keep Last-Modified); the
  // proxy's micro-cache in front answers those anyway.
  generateEtags: false,
  // Types are checked once by `npm run typecheck` (CI runs it), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
  // Every source below matches with an unnamed group, not a named parameter (`/:path*`): a rule
  // with named parameters makes Next.js compile each of its header values as a path pattern on
  // every request (to substitute the parameters), which for the CSP alone was about 6 % of the
  // server's CPU when serving cached pages (npm run bench with BENCH_PROFILE).
  async headers() {
    return [
      {
        source: '/(.*)',
        headers: [
          { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), geolocation=(), microphone=()' },
        ],
      },
      // The admin and API keep Payload's own needs; everything else gets the site policy.
      {
        source: '/((?!admin|api).*)',
        headers: [{ key: 'Content-Security-Policy', value: siteCsp }],
      },
      // Public pages: the app keeps its own copy until an editor publishes; a shared cache (the
      // nginx micro-cache of deploy/nginx.conf) may keep one for a second and refresh it in the
      // background. Draft-mode answers are marked private by Next.js itself.
      {
        source: '/((?!admin|api|next|_next).*)',
        headers: [
          {
            key: 'Cache-Control',
            value: 'public, max-age=0, s-maxage=1, stale-while-revalidate=59',
          },
        ],
      },
      // Voice input (the onboarding wizard and the demo page's quick form) needs the microphone.
      ...['/onboarding', '/leadpilot-demo'].map((source) => ({
        source,
        headers: [
          { key: 'Permissions-Policy', value: 'camera=(), geolocation=(), microphone=(self)' },
        ],
      })),
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload adds `Accept-CH`/`Critical-CH: Sec-CH-Prefers-Color-Scheme` (the admin's dark mode) to
 * every path. On a public page, Critical-CH makes the browser send a first visit's request a second
 * time, hint included, before anything renders; so those headers are kept for the admin only.
 */
const withHeaders = config.headers
config.headers = async () =>
  (await withHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
