/**
 * The conversion view's arithmetic: submissions per week by one attribution dimension, their
 * shares, and submissions per 100 page views. Counts only; no submission is ever shown.
 */

import { londonDay, shiftDay, weekdayOf } from './london'

export const DIMENSIONS = {
  origin: 'Where visitors came from',
  landing: 'Landing page',
  pricing: 'Pricing page',
  offer: 'Offer',
  source: 'UTM source',
  campaign: 'UTM campaign',
  variant: 'Form',
} as const

export type Dimension = keyof typeof DIMENSIONS

export function isDimension(value: unknown): value is Dimension {
  return typeof value === 'string' && Object.hasOwn(DIMENSIONS, value)
}

/** What a submission without the value is listed as. */
export const NONE = '(none)'

export type WeekCount = { week: string; key: string | null; count: number }

export interface ConversionTable {
  /** Mondays (YYYY-MM-DD), oldest first. */
  weeks: string[]
  /** Values, largest total first. */
  rows: Array<{ key: string; byWeek: number[]; total: number; share: number }>
  weekTotals: number[]
  total: number
}

/** Share of `part` in `whole` as a percentage with one decimal; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0
}

export function conversionTable(counts: WeekCount[]): ConversionTable {
  const weeks = [...new Set(counts.map((c) => c.week))].sort()
  const column = new Map(weeks.map((week, i) => [week, i]))
  const byKey = new Map<string, number[]>()
  for (const { week, key, count } of counts) {
    const name = key || NONE
    const row = byKey.get(name) ?? weeks.map(() => 0)
    row[column.get(week)!]! += count
    byKey.set(name, row)
  }
  const weekTotals = weeks.map((_, i) => [...byKey.values()].reduce((n, row) => n + row[i]!, 0))
  const total = weekTotals.reduce((n, x) => n + x, 0)
  const rows = [...byKey]
    .map(([key, byWeek]) => {
      const sum = byWeek.reduce((n, x) => n + x, 0)
      return { key, byWeek, total: sum, share: percent(sum, total) }
    })
    .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
  return { weeks, rows, weekTotals, total }
}

/** Submissions per 100 views, one decimal; null without views. */
export function per100Views(submissions: number, views: number): number | null {
  return views > 0 ? Math.round((submissions / views) * 1000) / 10 : null
}

export type Range = { from: string; to: string }

/** The ready-made ranges above the filters, each ending today in London. */
export function datePresets(now = new Date()): Array<{ label: string; range: Range }> {
  const today = londonDay(now)
  const weekday = (weekdayOf(today) + 6) % 7
  return [
    { label: 'This week', range: { from: shiftDay(today, -weekday), to: today } },
    { label: 'Last 7 days', range: { from: shiftDay(today, -6), to: today } },
    { label: 'Last 30 days', range: { from: shiftDay(today, -29), to: today } },
    { label: 'This month', range: { from: `${today.slice(0, 8)}01`, to: today } },
  ]
}

/**
 * Search engines, by the host of the page that sent the visitor: the host or a subdomain of it
 * (google.co.uk, www.bing.com, search.brave.com). Any other referring host is a referral.
 */
const SEARCH_ENGINES = [
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'ecosia',
  'baidu',
  'yandex',
  'qwant',
  'startpage',
  'search.brave',
  'kagi',
] as const

/** The same test as a PostgreSQL regular expression, for the database to classify by. */
export const SEARCH_ENGINE_PATTERN = `(^|\\.)(${SEARCH_ENGINES.map((name) =>
  name.replaceAll('.', '\\.'),
).join('|')})\\.[a-z.]+$`

/**
 * Where a visit came from, as the view lists it: its UTM campaign (or UTM source without one);
 * else a search engine or another site by the referring host (without www.); else direct (typed,
 * bookmarked, or a referrer the browser kept back).
 */
export function visitOrigin(visit: {
  referrerHost?: string | null
  utmSource?: string | null
  utmCampaign?: string | null
}): string {
  if (visit.utmCampaign) return `Campaign: ${visit.utmCampaign}`
  if (visit.utmSource) return `Campaign source: ${visit.utmSource}`
  const host = visit.referrerHost?.toLowerCase().replace(/^www\./, '')
  if (!host) return 'Direct'
  return new RegExp(SEARCH_ENGINE_PATTERN, 'i').test(host) ? `Search: ${host}` : `Referral: ${host}`
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function validDay(value: unknown): string | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
}

/**
 * The date range asked for (from and to, inclusive, YYYY-MM-DD, London days): by default the
 * last eight weeks up to today. A from after to is swapped.
 */
export function dateRange(from: unknown, to: unknown, today = new Date()): Range {
  const end = validDay(to) ?? londonDay(today)
  const start = validDay(from) ?? shiftDay(end, -55)
  return start <= end ? { from: start, to: end } : { from: end, to: start }
}

/** How far the full wizard's sessions got, for one value of a dimension. */
export type FunnelCount = {
  key: string | null
  /** Sessions that completed step 1, then 2, 3 and 4 (index 0 = step 1). */
  steps: number[]
  submitted: number
}

export type FunnelRow = { key: string; steps: number[]; submitted: number }

/**
 * The funnel table: one row per value (largest first) and the total row, each step's count as
 * it is; `percent(count, row.steps[0])` gives the share still there.
 */
export function funnelTable(counts: FunnelCount[]): { rows: FunnelRow[]; total: FunnelRow } {
  const byKey = new Map<string, FunnelRow>()
  for (const { key, steps, submitted } of counts) {
    const name = key || NONE
    const row = byKey.get(name) ?? { key: name, steps: steps.map(() => 0), submitted: 0 }
    steps.forEach((count, i) => (row.steps[i] = (row.steps[i] ?? 0) + count))
    row.submitted += submitted
    byKey.set(name, row)
  }
  const rows = [...byKey.values()].sort(
    (a, b) => (b.steps[0] ?? 0) - (a.steps[0] ?? 0) || a.key.localeCompare(b.key),
  )
  const width = Math.max(0, ...rows.map((row) => row.steps.length))
  const total: FunnelRow = {
    key: 'All',
    steps: Array.from({ length: width }, (_, i) => rows.reduce((n, r) => n + (r.steps[i] ?? 0), 0)),
    submitted: rows.reduce((n, r) => n + r.submitted, 0),
  }
  return { rows, total }
}
