import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { appendEachValueOnce } from './repeated-headers'

/**
 * Requests the server refuses before Next.js sees them, because Next.js 16.4.6 cannot answer them with
 * their 4xx and answered 500 instead:
 * - TRACE and TRACK: a route handler receives a fetch `Request`, and the Fetch standard forbids
 *   these methods there, so building the request failed. 405.
 * - A path that does not percent-decode (`/%ff`), and a byte range that starts past the end of a
 *   build file (`Range: bytes=100000000-`): Next.js answers these 400 and 416 by rendering the
 *   pages router's error page, which an App Router build does not have. 400 and 416.
 *
 * Next.js gives an app no hook that runs before it parses a request: middleware (proxy.ts) and
 * route handlers are reached only after the fetch Request is built and the path decoded. The one
 * other way in is a custom server, which would replace the generated standalone server.js (its
 * embedded config, keep-alive and shutdown handling) with a copy of our own to keep in step with
 * each release; so the hook is Node's Server `emit`, wrapped once for the process (which runs only
 * the Next.js server).
 *
 * Upstream: no issue is filed for TRACE or the Range case; remove each refusal once a Next.js
 * release answers it with its 4xx (tests/e2e/security.spec.ts sends all three, and
 * tests/int/upstream.test.ts flags each new Next.js version for a look).
 */
const UNSUPPORTED = new Set(['TRACE', 'TRACK'])
const ALLOWED = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** Marks Node's Server as guarded, so a second call (a reloaded module) changes nothing. */
const GUARDED = Symbol.for('leadpilot.guardRequests')
const BUILD_FILES = '/_next/static/'

type Refusal = { status: number; message: string; headers?: Record<string, string> }

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The size of the build file a Range asks for when the range starts at or past its end. */
function unsatisfiable(req: http.IncomingMessage, pathname: string): number | undefined {
  const start = /^bytes=(\d+)-/.exec(req.headers.range ?? '')?.[1]
  if (start === undefined || !pathname.startsWith(BUILD_FILES)) return undefined
  const root = path.resolve('.next/static')
  const file = path.resolve(root, decodeURIComponent(pathname.slice(BUILD_FILES.length)))
  if (!file.startsWith(root + path.sep)) return undefined
  try {
    const { size } = fs.statSync(file)
    return Number(start) >= size ? size : undefined
  } catch {
    return undefined
  }
}

function refusal(req: http.IncomingMessage): Refusal | undefined {
  if (UNSUPPORTED.has(req.method ?? '')) {
    return { status: 405, message: `${req.method} is not supported.`, headers: { Allow: ALLOWED } }
  }
  const pathname = (req.url ?? '/').split('?')[0]
  if (!decodes(pathname)) return { status: 400, message: 'The address is not valid.' }
  const size = unsatisfiable(req, pathname)
  if (size !== undefined) {
    return {
      status: 416,
      message: 'The requested range is not available.',
      headers: { 'Content-Range': `bytes */${size}` },
    }
  }
  return undefined
}

/**
 * The server's one hook on every request, on every HTTP server here: answers the requests above
 * with their 4xx and a JSON message; every other response sends each header value once.
 */
export function guardRequests(): void {
  const proto = http.Server.prototype as http.Server & { [GUARDED]?: true }
  if (proto[GUARDED]) return
  proto[GUARDED] = true
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse]
      const refused = refusal(req)
      if (refused) {
        req.resume()
        res.writeHead(refused.status, {
          ...refused.headers,
          'Content-Type': 'application/json; charset=utf-8',
        })
        res.end(JSON.stringify({ message: refused.message }))
        return true
      }
      appendEachValueOnce(res)
    }
    return (emit as (...all: unknown[]) => boolean).apply(this, [event, ...args])
  } as typeof proto.emit
}
