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

/**
 * Next.js ends every cached page's response with the whole HTML as one string. Node's HTTP layer
 * then joins it to the header string and flattens and encodes that copy, each time: for the 110 kB
 * home page a fresh 220 kB two-byte string per request, too large for the young generation, so it
 * is only reclaimed by full collections. Encoded to bytes first, the body is written as it is.
 * Same bytes on the wire; only large string bodies are touched.
 */
export function sendLargeBodiesAsBytes(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true }
  if (proto[PATCHED]) return
  proto[PATCHED] = true
  const end = proto.end
  proto.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    if (typeof chunk === 'string' && chunk.length >= LARGE_BODY) {
      args[0] = Buffer.from(
        chunk,
        typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
      )
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as typeof end
}
const PATCHED = Symbol.for('leadpilot.sendLargeBodiesAsBytes')
