import { withPayload } from '@payloadcms/next/withPayload'
import { clientHintsForAdminOnly } from './src/workarounds/client-hints.mjs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dev = process.env.NODE_ENV !== 'production'

/**
 * Content-Security-Policy of the public site: scripts, frames and connections only from the site
 * and the named third parties (the scheduling widget and the video players). Transcription goes
 * through the site's own /api/voice, so no other origin is contacted from the browser.
 *
 * Inline scripts stay allowed ('unsafe-inline'), and cannot be dropped while pages stay static:
 * every App Router page carries inline scripts (the React Server Components payload,
 * `self.__next_f.push(...)`, and the bootstrap) whose text is the page's content. A nonce must be
 * new on every response, so it needs a page rendered per request; hashes would have to change
 * with every publish, while this header is fixed when the server starts and a cached page is
 * served as stored (Next.js 16's subresource integrity covers script files, not inline scripts).
 * What stays: no script from any other origin, no eval in production, no plugins, no <base>.
 * Inline styles stay allowed too: the whole stylesheet comes inside each page (inlineCss below).
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

/**
 * The admin panel (Payload): everything from the site itself. Payload's pages are App Router pages
 * with inline scripts and styles; uploads are previewed from blob: and data: URLs; live preview
 * frames the site.
 */
const adminCsp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? ' ws:' : ''}`,
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/** API answers are data, never a document to run: nothing may load, frame or submit. */
const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The video players the site embeds (src/lib/video-id.ts). */
const players = '"https://www.youtube-nocookie.com" "https://player.vimeo.com"'

/**
 * Permissions-Policy: what the site uses, and who may use it; every other feature is off for the
 * site and for every frame in it. Voice input (the wizard and the demo page's quick form) needs the
 * microphone; it is allowed on every page of the site because the client-side router reaches those
 * pages without loading a new document, and a document keeps the policy it was loaded with. The
 * video players go full screen, start on the visitor's click, play picture in picture and protected
 * media; the site copies links and briefs to the clipboard. The scheduling widget's frame is given
 * no feature. deploy/nginx.conf sends the same value on the answers nginx makes itself.
 */
const permissionsPolicy = [
  'microphone=(self)',
  `fullscreen=(self ${players})`,
  `autoplay=(self ${players})`,
  `picture-in-picture=(self ${players})`,
  `encrypted-media=(${players})`,
  `clipboard-write=(self ${players})`,
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'captured-surface-control',
    'clipboard-read',
    'compute-pressure',
    'digital-credentials-get',
    'display-capture',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'keyboard-map',
    'local-fonts',
    'local-network-access',
    'magnetometer',
    'midi',
    'otp-credentials',
    'payment',
    'private-state-token-issuance',
    'private-state-token-redemption',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'speaker-selection',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Pages and data are cached by cache-handler.mjs: in Redis, shared by every instance, when
  // REDIS_URL is set; in memory otherwise. Next.js's own memory cache would sit in front of it.
  cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // One build for every use: the self-contained server (.next/standalone/server.js) that
  // `npm start`, the tests, the benchmark and the Docker image run (scripts/build.ts).
  output: 'standalone',
  // The share cards are drawn with the site's own font files, read from disk at run time.
  outputFileTracingIncludes: { '/og/**': ['./src/fonts/*.woff'] },
  // The server reads files beside it at run time, so the build copies the project folder into
  // the standalone output; what only development, the tests and the benchmark use stays out,
  // and so do local uploads and exports (MEDIA_DIR and the exports folder are mounted at run time).
  outputFileTracingExcludes: {
    '*': [
      './tests/**',
      './bench/**',
      './deploy/**',
      './media/**',
      './exports/**',
      './README.md',
      './package-lock.json',
    ],
  },
  poweredByHeader: false,
  // The stylesheet comes inside the HTML rather than as a second request the first paint waits
  // for: on a phone's network each request costs a round trip of half a second or more. The cost:
  // larger HTML (Next.js also carries the styles in the page's data: home's grows from 29 to 53 kB
  // gzip), styles fetched again with every page rather than cached, and the same in the admin.
  experimental: { inlineCss: true },
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
          { key: 'Permissions-Policy', value: permissionsPolicy },
          // No other site's window keeps a handle on a window of this one, nor this one on theirs.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          // No other site may load an answer of this one into its page (an image, a script)...
          { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ],
      },
      // ...but share images and uploads, which pages of the same site (its other hosts) may show.
      // Share-card readers (LinkedIn, Slack and the like) fetch from their servers, which this
      // header does not govern.
      ...['/og', '/og/(.*)', '/api/media/file/(.*)'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'same-site' }],
      })),
      // The admin and the API have policies of their own; everything else gets the site policy.
      {
        source: '/((?!(?:admin|api)(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: siteCsp }],
      },
      ...['/admin', '/admin/(.*)'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: adminCsp }],
      })),
      {
        source: '/api/(.*)',
        headers: [{ key: 'Content-Security-Policy', value: apiCsp }],
      },
      // Public pages: the app keeps its own copy until an editor publishes; a shared cache (the
      // nginx micro-cache of deploy/nginx.conf) may keep one for a second and refresh it in the
      // background. Draft-mode answers are marked private by Next.js itself.
      {
        source: '/((?!(?:admin|api|next|_next)(?:/|$)).*)',
        headers: [
          {
            key: 'Cache-Control',
            value: 'public, max-age=0, s-maxage=1, stale-while-revalidate=59',
          },
        ],
      },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

export default clientHintsForAdminOnly(config)
