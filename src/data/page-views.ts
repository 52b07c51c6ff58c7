import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { londonDay } from '@/lib/london'
import { isMissingPath } from '@/lib/paths'
import { database, inTransaction } from '@collections/transaction'
import { payloadClient } from './payload'

/**
 * Page views and visits (sent by the site's beacon) and 404s (counted where the server answers
 * them), held in memory and written to PostgreSQL in one upsert per table every FLUSH_MS: one row
 * per page per day (page_views), one row per landing page, campaign and day (landing_visits) and
 * one row per missing path (missing_pages). A view, a visit or a 404 costs the database nothing
 * until then, so a burst of visitors adds a few statements a second, not one per view. Counts
 * still in memory when the process is killed are lost; that is at most FLUSH_MS of them.
 */
const FLUSH_MS = 1000
/** Distinct rows held before a flush is forced, bounding the memory a flood can take. */
const MAX_PENDING = 5000
/**
 * Missing paths kept: the most frequent, the newest first among equals. Anyone can ask for any
 * number of made-up paths, so the list is pruned to this after every write.
 */
export const MAX_MISSING_PATHS = 1000
/**
 * Pairs of a landing page and a named campaign kept per day. Anyone can make up campaign names,
 * so once a day holds this many, each further campaign that day is counted as OTHER_CAMPAIGN.
 * Visits without a campaign, and OTHER_CAMPAIGN itself, take one row per published page at most
 * and are not held to it.
 */
export const MAX_CAMPAIGN_PAIRS = 500
export const OTHER_CAMPAIGN = '(other)'

/** The counted tables, each written by its own statement. */
const TABLES = ['views', 'visits', 'missing'] as const
type Table = (typeof TABLES)[number]
/** Counts per row, the row's values (other than the count) as the key in JSON. */
type Counts = Map<string, number>
type Pending = Record<Table, Counts>
/** A batch's rows: each row's values and its count. */
type Rows = Array<[string[], number]>

const nothingPending = (): Pending => ({ views: new Map(), visits: new Map(), missing: new Map() })

let pending = nothingPending()
let timer: NodeJS.Timeout | null = null
let flushing: Promise<void> = Promise.resolve()

const pendingSize = () => TABLES.reduce((n, table) => n + pending[table].size, 0)

function schedule(): void {
  if (pendingSize() >= MAX_PENDING) {
    void flushCounts()
    return
  }
  timer ??= setTimeout(() => void flushCounts(), FLUSH_MS)
  timer.unref?.()
}

/** Adds one to the row with these values. */
function count(table: Table, values: string[]): void {
  const key = JSON.stringify(values)
  pending[table].set(key, (pending[table].get(key) ?? 0) + 1)
  schedule()
}

/**
 * Counts one view of a page, today in London (the day the conversion view filters by: a view at
 * 00:30 in summer time counts on that day, not the day before as in UTC).
 */
export function countView(path: string, now = new Date()): void {
  count('views', [londonDay(now), path])
}

/**
 * Counts one visit that began on `path` with UTM campaign `campaign` ('' for none), today in
 * London as countView counts.
 */
export function countVisit(path: string, campaign: string, now = new Date()): void {
  count('visits', [londonDay(now), path, campaign])
}

/** Counts one request the site answered 404 at `path`; a path no page could have is not counted. */
export function countMissing(path: string): void {
  if (isMissingPath(path)) count('missing', [path])
}

/** The stored day of a London day (YYYY-MM-DD): midnight UTC of its date. */
const storedDay = (day: string) => sql`${`${day}T00:00:00.000Z`}::timestamptz`

async function writeViews(payload: Payload, rows: Rows): Promise<void> {
  const values = rows.map(([[day, path], views]) => sql`(${path}, ${storedDay(day!)}, ${views})`)
  await (
    await database(payload)
  ).execute(sql`
    insert into page_views (path, day, views) values ${sql.join(values, sql`, `)}
    on conflict (path, day) do update set views = page_views.views + excluded.views`)
}

/**
 * Adds the batch's visits. Of the named campaigns a day does not hold yet, those that fit under
 * MAX_CAMPAIGN_PAIRS are added, the most visited first; the rest are counted as OTHER_CAMPAIGN.
 * Several servers share the table, so writers take turns: each counts the pairs a day holds only
 * once the one before it has committed.
 */
async function writeVisits(payload: Payload, rows: Rows): Promise<void> {
  const values = rows.map(
    ([[day, path, campaign], visits]) =>
      sql`(${path}::text, ${campaign}::text, ${storedDay(day!)}, ${visits}::int)`,
  )
  const named = sql`campaign not in ('', ${OTHER_CAMPAIGN})`
  await inTransaction(payload, async (req) => {
    const db = await database(payload, req)
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('landing_visits', 0))`)
    await db.execute(sql`
      with batch (path, campaign, day, visits) as (values ${sql.join(values, sql`, `)}),
      added as (
        select path, campaign, day,
               row_number() over (partition by day order by visits desc, campaign, path) as place
        from batch b
        where ${named} and not exists (
          select 1 from landing_visits v
          where v.path = b.path and v.campaign = b.campaign and v.day = b.day)
      ),
      held as (
        select day, count(*) as pairs from landing_visits
        where day in (select day from batch) and ${named}
        group by day
      )
      insert into landing_visits (path, campaign, day, visits)
      select b.path,
             case when a.place + coalesce(h.pairs, 0) > ${MAX_CAMPAIGN_PAIRS}
                  then ${OTHER_CAMPAIGN} else b.campaign end,
             b.day, sum(b.visits)
      from batch b
      left join added a on a.path = b.path and a.campaign = b.campaign and a.day = b.day
      left join held h on h.day = b.day
      group by 1, 2, 3
      on conflict (path, campaign, day) do update set visits = landing_visits.visits + excluded.visits`)
  })
}

async function writeMissing(payload: Payload, rows: Rows): Promise<void> {
  const db = await database(payload)
  const values = rows.map(([[path], hits]) => sql`(${path}, ${hits})`)
  await db.execute(sql`
    insert into missing_pages (path, hits) values ${sql.join(values, sql`, `)}
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

const WRITERS: Record<Table, (payload: Payload, rows: Rows) => Promise<void>> = {
  views: writeViews,
  visits: writeVisits,
  missing: writeMissing,
}

/**
 * Writes what has been counted, table by table. A table whose write fails (the database away)
 * has its counts put back, to be written with the next batch; the other tables' stay written.
 */
export function flushCounts(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  const batch = pending
  pending = nothingPending()
  flushing = flushing.then(async () => {
    const tables = TABLES.filter((table) => batch[table].size > 0)
    if (tables.length === 0) return
    const payload = await payloadClient()
    let deferred = false
    for (const table of tables) {
      const rows: Rows = [...batch[table]].map(([key, n]) => [JSON.parse(key) as string[], n])
      try {
        await WRITERS[table](payload, rows)
      } catch (error) {
        payload.logger.warn(
          { table, error: error instanceof Error ? error.message : String(error) },
          'page_counts_deferred',
        )
        deferred = true
        // Kept for the next try while they fit; a long outage loses counts, never memory.
        const into = pending[table]
        for (const [key, n] of batch[table]) {
          if (pendingSize() < MAX_PENDING || into.has(key)) into.set(key, (into.get(key) ?? 0) + n)
        }
      }
    }
    if (deferred) {
      timer ??= setTimeout(() => void flushCounts(), FLUSH_MS)
      timer.unref?.()
    }
  })
  return flushing
}
