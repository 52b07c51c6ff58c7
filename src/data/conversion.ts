import { sql } from '@payloadcms/db-postgres'
import {
  SEARCH_ENGINE_PATTERN,
  type Dimension,
  type FunnelCount,
  type Range,
  type WeekCount,
} from '@/lib/conversion'
import { TIME_ZONE } from '@/lib/london'
import { database } from '@collections/transaction'
import { payloadClient } from './payload'

type Fragment = ReturnType<typeof sql.raw>

const column = (name: string): Fragment => sql.raw(`"${name}"::text`)

/**
 * Where a visit came from, as `visitOrigin` (src/lib/conversion.ts) names it, worked out by the
 * database from the attribution columns of submissions and wizard sessions alike.
 */
const ORIGIN = sql`case
  when nullif(attribution_utm_campaign, '') is not null
    then 'Campaign: ' || attribution_utm_campaign
  when nullif(attribution_utm_source, '') is not null
    then 'Campaign source: ' || attribution_utm_source
  when nullif(attribution_referrer_host, '') is null then 'Direct'
  when regexp_replace(lower(attribution_referrer_host), '^www\.', '') ~* ${SEARCH_ENGINE_PATTERN}
    then 'Search: ' || regexp_replace(lower(attribution_referrer_host), '^www\.', '')
  else 'Referral: ' || regexp_replace(lower(attribution_referrer_host), '^www\.', '')
end`

/** What each dimension counts by, in onboarding_submissions and onboarding_drafts alike. */
const COLUMNS: Record<Dimension, Fragment> = {
  origin: ORIGIN,
  landing: column('attribution_landing_page'),
  pricing: column('attribution_pricing_page'),
  offer: column('offer'),
  source: column('attribution_utm_source'),
  campaign: column('attribution_utm_campaign'),
  variant: column('variant'),
}

const db = async () => database(await payloadClient())

/**
 * `created_at` within the range: from midnight in London on the first day to midnight in London
 * after the last, whether that midnight falls in summer time or not.
 */
const createdWithin = ({ from, to }: Range) => sql`
  created_at >= (${from}::date::timestamp at time zone ${TIME_ZONE})
  and created_at < ((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`

/** Submissions per week (starting Monday, London) and value of the dimension. Counts only. */
export async function submissionsPerWeek(dimension: Dimension, range: Range): Promise<WeekCount[]> {
  const { rows } = await (
    await db()
  ).execute(sql`
    select to_char(date_trunc('week', created_at at time zone ${TIME_ZONE}), 'YYYY-MM-DD') as week,
           ${COLUMNS[dimension]} as key, count(*)::int as count
    from onboarding_submissions
    where ${createdWithin(range)}
    group by 1, 2`)
  return rows.map((row) => ({
    week: String(row.week),
    key: row.key === null ? null : String(row.key),
    count: Number(row.count),
  }))
}

/**
 * Form entries per week (starting Monday, London) and form, by the form's title: counted alike
 * before and after an entry is anonymised, which keeps its form and date. Counts only.
 */
export async function entriesPerWeek(range: Range): Promise<WeekCount[]> {
  const { rows } = await (
    await db()
  ).execute(sql`
    select to_char(date_trunc('week', e.created_at at time zone ${TIME_ZONE}), 'YYYY-MM-DD') as week,
           f.title as key, count(*)::int as count
    from (select created_at, form_id from form_submissions where ${createdWithin(range)}) e
    left join forms f on f.id = e.form_id
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
  const { rows } = await (
    await db()
  ).execute(sql`
    select ${COLUMNS[dimension]} as key, count(*)::int as s1,
           (count(*) filter (where steps_done >= 2))::int as s2,
           (count(*) filter (where steps_done >= 3))::int as s3,
           (count(*) filter (where steps_done >= 4))::int as s4,
           (count(*) filter (where status = 'submitted'))::int as submitted
    from onboarding_drafts
    where variant = 'full' and ${createdWithin(range)}
    group by 1`)
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    steps: [row.s1, row.s2, row.s3, row.s4].map(Number),
    submitted: Number(row.submitted),
  }))
}

/**
 * `day` within the range, for the tables counted per London day (page_views, landing_visits),
 * whose day is stored as midnight UTC of that day's date (see countView).
 */
const dayWithin = ({ from, to }: Range) => sql`
  day >= ${`${from}T00:00:00Z`}::timestamptz
  and day < ${`${to}T00:00:00Z`}::timestamptz + interval '1 day'`

/** Page views per path over the range (each row's day is a London day; see countView). */
export async function viewsPerPath(range: Range): Promise<Map<string, number>> {
  const { rows } = await (
    await db()
  ).execute(sql`
    select path, sum(views)::bigint as views from page_views
    where ${dayWithin(range)}
    group by path`)
  return new Map(rows.map((row) => [String(row.path), Number(row.views)]))
}

/** Counts of one landing page and UTM campaign (null for none) together. */
type LandingCampaignCount = {
  landing: string | null
  campaign: string | null
  visits: number
  sessions: number
  submissions: number
}

/**
 * Visits begun (on the London days of the range), wizard sessions begun (step 1 done) and
 * submissions in the range, per landing page and UTM campaign together: which page each
 * campaign's visitors arrived on, how many began the wizard and how many sent the form. A visit
 * counted without a campaign (stored as '') is one with none, like a session's. Counts only.
 */
export async function landingByCampaign(range: Range): Promise<LandingCampaignCount[]> {
  const { rows } = await (
    await db()
  ).execute(sql`
    select landing, campaign, sum(visits)::bigint as visits, sum(sessions)::int as sessions,
           sum(submissions)::int as submissions
    from (
      select path as landing, nullif(campaign, '') as campaign, sum(visits) as visits,
             0 as sessions, 0 as submissions
      from landing_visits where ${dayWithin(range)} group by 1, 2
      union all
      select attribution_landing_page, attribution_utm_campaign, 0, count(*), 0
      from onboarding_drafts where ${createdWithin(range)} group by 1, 2
      union all
      select attribution_landing_page, attribution_utm_campaign, 0, 0, count(*)
      from onboarding_submissions where ${createdWithin(range)} group by 1, 2
    ) counts
    group by 1, 2`)
  return rows.map((row) => ({
    landing: row.landing === null ? null : String(row.landing),
    campaign: row.campaign === null ? null : String(row.campaign),
    visits: Number(row.visits),
    sessions: Number(row.sessions),
    submissions: Number(row.submissions),
  }))
}
