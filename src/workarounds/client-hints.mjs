/**
 * Payload 3.90.1's withPayload adds `Accept-CH`/`Critical-CH: Sec-CH-Prefers-Color-Scheme` (the
 * admin's dark mode) to every path. On a public page, Critical-CH makes the browser send a first
 * visit's request a second time, hint included, before anything renders; so those headers are kept
 * for the admin only. Takes and returns a Next.js config.
 *
 * Upstream: payloadcms/payload#17906 (open): @payloadcms/next's withPayload sets these headers for
 * `/:path*` with no option to narrow them (3.90.1). Remove this once a Payload release scopes them
 * to the admin route: tests/int/upstream.test.ts then fails.
 */
export function clientHintsForAdminOnly(config) {
  const withHeaders = config.headers
  return {
    ...config,
    headers: async () =>
      (await withHeaders()).map((rule) =>
        rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      ),
  }
}
