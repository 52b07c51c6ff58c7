import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { londonDay } from '@/lib/london'
import { isMissingPath } from '@/lib/paths'
import { database } from '@collections/transaction'
import { payloadClient } from './payload'

/**
 * Page views (sent by the site's beacon) and 404s (counted where the server answers them), held in
 * memory and written to PostgreSQL in one upsert per table every FLUSH_MS: one row per page per
 * day (page_views) and one row per missing path (missing_pages). A view or a 404 costs the
 * database nothing until then, so a burst of visitors adds one statement a second, not one per
 * view. Counts still in memory when the process is killed are lost; that is at most FLUSH_MS of
 * views.
 */
const FLUSH_MS = 1000
/** Distinct paths held before a flush is forced, bounding the memory a flood can take. */
const MAX_PENDING = 5000
/**
 * Missing paths kept: the most frequent, the newest first among equals. Anyone can ask for any
 * number of made-up paths, so the list is pruned to this after every write.
 */
export const MAX_MISSING_PATHS = 1000

type Pending = { views: Map<string, number>; missing: Map<string, number> }

let pending: Pending = { views: new Map(), missing: new Map() }
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> = Promise.resolve()

const pendingSize = () => pending.views.size + pending.missing.size

function schedule(): void {
  if (pendingSize() >= MAX_PENDING) {
    void flushCounts()
    return
  }
  timer ??= setTimeout(() => void flushCounts(), FLUSH_MS)
  timer.unref?.()
}

/**
 * Counts one view of a page, today in London (the day the conversion view filters by: a view at
 * 00:30 in summer time counts on that day, not the day before as in UTC).
 */
export function countView(path: string, now = new Date()): void {
  const key = `${londonDay(now)} ${path}`
  pending.views.set(key, (pending.views.get(key) ?? 0) + 1)
  schedule()
}

/** Counts one request the site answered 404 at `path`; a path no page could have is not counted. */
export function countMissing(path: string): void {
  if (!isMissingPath(path)) return
  pending.missing.set(path, (pending.missing.get(path) ?? 0) + 1)
  schedule()
}

async function write(payload: Payload, batch: Pending): Promise<void> {
  const db = await database(payload)
  if (batch.views.size > 0) {
    const rows = [...batch.views].map(([key, views]) => {
      const [day, path] = [key.slice(0, 10), key.slice(11)]
      return sql`(${path}, ${`${day}T00:00:00.000Z`}::timestamptz, ${views})`
    })
    await db.execute(sql`
      insert into page_views (path, day, views) values ${sql.join(rows, sql`, `)}
      on conflict (path, day) do update set views = page_views.views + excluded.views`)
  }
  if (batch.missing.size > 0) {
    const rows = [...batch.missing].map(([path, hits]) => sql`(${path}, ${hits})`)
    await db.execute(sql`
      insert into missing_pages (path, hits) values ${sql.join(rows, sql`, `)}
      on conflict (path) do update set hits = missing_pages.hits + excluded.hits`)
    // Pruned apart from the counts: they are written, and must not be put back if only this fails.
    await db
      .execute(
        sql`delete from missing_pages where id in (
          select id from missing_pages order by hits desc, id desc offset ${MAX_MISSING_PATHS})`,
      )
      .catch((error: unknown) =>
        payload.logger.warn({ error: String(error) }, 'missing_pages_not_pruned'),
      )
  }
}

/**
 * Writes what has been counted. A failed write (the database away) puts the counts back, to be
 * written with the next batch.
 */
export function flushCounts(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const batch = pending
  pending = { views: new Map(), missing: new Map() }
  flushing = flushing.then(async () => {
    if (batch.views.size === 0 && batch.missing.size === 0) return
    const payload = await payloadClient()
    try {
      await write(payload, batch)
    } catch (error) {
      payload.logger.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'page_counts_deferred',
      )
      // Kept for the next try while they fit; a long outage loses counts, never memory.
      for (const [from, into] of [
        [batch.views, pending.views],
        [batch.missing, pending.missing],
      ] as const) {
        for (const [key, n] of from) {
          if (pendingSize() < MAX_PENDING || into.has(key)) into.set(key, (into.get(key) ?? 0) + n)
        }
      }
      timer ??= setTimeout(() => void flushCounts(), FLUSH_MS)
      timer.unref?.()
    }
  })
  return flushing
}
