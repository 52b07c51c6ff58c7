import { sql } from '@payloadcms/db-postgres'
import type { Dimension, FunnelCount, WeekCount } from '@/lib/conversion'
import { database } from '@collections/transaction'
import { payloadClient } from './payload'

/** The submission column each dimension counts by. */
const COLUMNS: Record<Dimension, string> = {
  landing: 'attribution_landing_page',
  pricing: 'attribution_pricing_page',
  offer: 'offer',
  source: 'attribution_utm_source',
  campaign: 'attribution_utm_campaign',
  variant: 'variant',
}

type Range = { from: string; to: string }
const db = async () => database(await payloadClient())

/** Half-open UTC bounds: from 00:00 on the first day to 00:00 after the last. */
const bounds = ({ from, to }: Range) => [`${from}T00:00:00Z`, `${to}T00:00:00Z`] as const

/** Submissions per ISO week (starting Monday, UTC) and value of the dimension. Counts only. */
export async function submissionsPerWeek(dimension: Dimension, range: Range): Promise<WeekCount[]> {
  const [from, to] = bounds(range)
  const column = sql.raw(`"${COLUMNS[dimension]}"::text`)
  const { rows } = await (
    await db()
  ).execute(sql`
    select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
           ${column} as key, count(*)::int as count
    from onboarding_submissions
    where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz + interval '1 day'
    group by 1, 2`)
  return rows.map((row) => ({
    week: String(row.week),
    key: row.key === null ? null : String(row.key),
    count: Number(row.count),
  }))
}

/**
 * Form entries per ISO week (starting Monday, UTC) and form, by the form's title: counted alike
 * before and after an entry is anonymised, which keeps its form and date. Counts only.
 */
export async function entriesPerWeek(range: Range): Promise<WeekCount[]> {
  const [from, to] = bounds(range)
  const { rows } = await (
    await db()
  ).execute(sql`
    select to_char(date_trunc('week', e.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
           f.title as key, count(*)::int as count
    from form_submissions e left join forms f on f.id = e.form_id
    where e.created_at >= ${from}::timestamptz and e.created_at < ${to}::timestamptz + interval '1 day'
    group by 1, 2`)
  return rows.map((row) => ({
    week: String(row.week),
    key: row.key === null ? null : String(row.key),
    count: Number(row.count),
  }))
}

/**
 * How far the full wizard's sessions begun in the range got (a session counts from step 1 done,
 * when its progress is first saved), by the dimension's value. Counts only.
 */
export async function wizardFunnel(dimension: Dimension, range: Range): Promise<FunnelCount[]> {
  const [from, to] = bounds(range)
  const column = sql.raw(`"${COLUMNS[dimension]}"::text`)
  const { rows } = await (
    await db()
  ).execute(sql`
    select ${column} as key, count(*)::int as s1,
           (count(*) filter (where steps_done >= 2))::int as s2,
           (count(*) filter (where steps_done >= 3))::int as s3,
           (count(*) filter (where steps_done >= 4))::int as s4,
           (count(*) filter (where status = 'submitted'))::int as submitted
    from onboarding_drafts
    where variant = 'full'
      and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz + interval '1 day'
    group by 1`)
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    steps: [row.s1, row.s2, row.s3, row.s4].map(Number),
    submitted: Number(row.submitted),
  }))
}

/** Page views per path over the range. */
export async function viewsPerPath(range: Range): Promise<Map<string, number>> {
  const [from, to] = bounds(range)
  const { rows } = await (
    await db()
  ).execute(sql`
    select path, sum(views)::bigint as views from page_views
    where day >= ${from}::timestamptz and day < ${to}::timestamptz + interval '1 day'
    group by path`)
  return new Map(rows.map((row) => [String(row.path), Number(row.views)]))
}
