import { ServerResponse } from 'node:http'
import { log } from './lib/log'
import { internalOrigin } from './lib/site-url'

/**
 * Wakes Payload's jobs runner (`jobs.autoRun` in payload.config.ts), so brief e-mails go out and
 * scheduled posts go live on time even when every public page is served from the cache and
 * nothing else has started Payload yet.
 *
 * Payload is not started here directly: this file is bundled apart from the app, and a Payload
 * instance built from that copy of the config would then serve the admin panel (and break it).
 * Instead it calls the app's own /next/jobs route once the server answers.
 */
export async function wakeJobsRunner(attempts = 60): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    try {
      const res = await fetch(`${internalOrigin()}/next/jobs`, { cache: 'no-store' })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
  }
  log('error', 'jobs_runner_not_started', { origin: internalOrigin() })
}

/** Bodies at least this long (UTF-16 code units) are encoded once, before Node's HTTP layer. */
const LARGE_BODY = 16 * 1024
/** How many public pages' encoded bytes are kept (about 110 kB at most each). */
const PAGE_BYTES_KEPT = 64
/** Marks Node's ServerResponse as patched, so a second call (a reloaded module) changes nothing. */
const PATCHED = Symbol.for('leadpilot.sendLargeBodiesAsBytes')

/**
 * Next.js ends every cached page's response with the whole HTML as one string. Node's HTTP layer
 * then joins it to the header string and flattens and encodes that copy, each time: for the 110 kB
 * home page a fresh 220 kB two-byte string per request, too large for the young generation, so it
 * is only reclaimed by full collections. Encoded to bytes first, the body is written as it is.
 * A public page's cached HTML is the same string on every request, so its bytes are kept (the
 * string's hash is computed once and kept by V8, so finding them costs next to nothing); other
 * bodies (the API's JSON, private pages) are encoded each time and kept nowhere.
 * Same bytes on the wire; only large string bodies are touched.
 */
export function sendLargeBodiesAsBytes(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true }
  if (proto[PATCHED]) return
  proto[PATCHED] = true
  const pages = new Map<string, Buffer>()
  const pageBytes = (html: string): Buffer => {
    let bytes = pages.get(html)
    if (!bytes) {
      bytes = Buffer.from(html, 'utf8')
      pages.set(html, bytes)
      if (pages.size > PAGE_BYTES_KEPT) pages.delete(pages.keys().next().value as string)
    }
    return bytes
  }
  const end = proto.end
  proto.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    if (typeof chunk === 'string' && chunk.length >= LARGE_BODY) {
      const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8'
      args[0] =
        utf8 && isPublicPage(this)
          ? pageBytes(chunk)
          : Buffer.from(chunk, utf8 ? 'utf8' : (encoding as BufferEncoding))
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof end
}
/** An HTML answer any cache may keep (Cache-Control public): the same for every visitor. */
function isPublicPage(res: ServerResponse): boolean {
  const type = res.getHeader('content-type')
  const cache = res.getHeader('cache-control')
  return (
    typeof type === 'string' &&
    type.startsWith('text/html') &&
    typeof cache === 'string' &&
    /(^|,)\s*public\b/.test(cache)
  )
}
