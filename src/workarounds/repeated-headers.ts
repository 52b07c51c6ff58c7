import type http from 'node:http'

/**
 * Next.js 16.4.6 sends a redirect rendered by a cached page with its `Location` (and
 * `x-nextjs-stale-time`) twice on the render that fills the cache: the render sets the header, then
 * the cached copy's headers are appended to the same response. Browsers follow two equal
 * `Location` lines, but a client or proxy that joins them gets `/to, /to`, which is no address.
 * On this response, a value a header already has is not appended again; a different value still
 * is, so headers that legitimately repeat (Set-Cookie, Vary) keep every distinct value.
 *
 * Upstream: vercel/next.js#82117 (open), fix proposed in vercel/next.js#95913. Remove this once a
 * Next.js release has it: tests/int/upstream.test.ts flags each new Next.js version for a look,
 * and tests/e2e/headers.spec.ts shows whether a cached redirect still repeats its Location.
 */
export function appendEachValueOnce(res: http.ServerResponse): void {
  const append = res.appendHeader
  res.appendHeader = function (name: string, value: string | readonly string[]) {
    const present = res.getHeader(name)
    const sent = present === undefined ? [] : [present].flat().map(String)
    const fresh = [value].flat().filter((one) => !sent.includes(one))
    return fresh.length ? append.call(this, name, fresh) : this
  }
}
