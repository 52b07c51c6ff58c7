import crypto from 'node:crypto'
import { revalidatePath } from 'next/cache'
import { after } from 'next/server'
import type { PayloadRequest } from 'payload'
import { log } from '@/lib/log'
import { internalOrigin } from '@/lib/site-url'

type PathType = 'layout' | 'page'

/**
 * Refreshes cached public pages on demand after a publish. Outside a Next.js server (seed
 * script, migrations) there is no cache to refresh, so the call is skipped.
 */
export function revalidatePaths(paths: string[], type?: PathType): void {
  const done: string[] = []
  for (const path of new Set(paths)) {
    try {
      revalidatePath(path, type)
      log('info', 'revalidated', { path, type: type ?? 'page' })
      done.push(path)
    } catch {
      // Not inside a Next.js request (seed, CLI): nothing is cached yet.
    }
  }
  const proxy = process.env.PROXY_REFRESH_URL
  // Concrete pages only: a route pattern or a layout has no single URL to fetch.
  const pages = done.filter((path) => !path.includes('[') && type !== 'layout')
  if (proxy && pages.length) {
    // Once the response is sent (the change is committed and Next has dropped its copy).
    after(() => refreshProxy(proxy, pages))
  }
}

/**
 * Asks the reverse proxy's micro-cache (deploy/nginx.conf) to fetch the changed pages afresh now,
 * rather than serve its copy for up to another second.
 */
async function refreshProxy(proxy: string, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      try {
        const res = await fetch(new URL(path, proxy), { headers: { 'x-leadpilot-refresh': '1' } })
        await res.arrayBuffer()
      } catch (error) {
        log('warn', 'proxy_refresh_failed', { path, error: String(error) })
      }
    }),
  )
}

/**
 * For collection hooks. A change made through the REST or GraphQL API runs inside a Next.js
 * request, where `revalidatePath` works. A change made through the local API inside the server
 * process but outside any request (a scheduled publish run by the jobs queue's timer) has no
 * request to attach the revalidation to, so it asks the running server over HTTP instead.
 */
export function revalidateAfterChange(req: PayloadRequest, paths: string[], type?: PathType) {
  if (paths.length === 0) return
  if (req.payloadAPI === 'local' && process.env.NEXT_RUNTIME === 'nodejs') {
    void revalidateThroughServer(paths, type)
  } else {
    revalidatePaths(paths, type)
  }
}

/** The shared secret of the internal revalidation route, derived from PAYLOAD_SECRET. */
export function revalidationToken(): string {
  return crypto
    .createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update('leadpilot:revalidate')
    .digest('hex')
}

async function revalidateThroughServer(paths: string[], type?: PathType): Promise<void> {
  try {
    const res = await fetch(`${internalOrigin()}/next/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-token': revalidationToken() },
      body: JSON.stringify({ paths, type }),
    })
    if (!res.ok) throw new Error(`status ${res.status}`)
  } catch (error) {
    log('error', 'revalidate_failed', { paths, error: String(error) })
  }
}
