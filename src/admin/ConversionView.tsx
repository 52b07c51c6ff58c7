import type { AdminViewServerProps } from 'payload'
import { ROLES } from '@/lib/access'
import {
  entriesPerWeek,
  landingByCampaign,
  submissionsPerWeek,
  viewsPerPath,
  wizardFunnel,
} from '@/data/conversion'
import {
  conversionTable,
  datePresets,
  dateRange,
  DIMENSIONS,
  funnelTable,
  type FunnelRow,
  isDimension,
  NONE,
  per100Views,
  percent,
  type ConversionTable,
  type Dimension,
  type Range,
} from '@/lib/conversion'
import { AdminFrame, staffUser } from './AdminFrame'
import './admin-views.scss'

const COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#64748b']
const colour = (i: number) => COLOURS[Math.min(i, COLOURS.length - 1)]!
/** Values beyond the first six are drawn together as 'other'. */
const CHART_SERIES = 6

/** Stacked columns, one per week, one colour per value; drawn on the server as plain SVG. */
function WeeklyChart({ table, label }: { table: ConversionTable; label: string }) {
  const width = 640
  const height = 220
  const barArea = height - 30
  const max = Math.max(1, ...table.weekTotals)
  const step = width / Math.max(1, table.weeks.length)
  const barWidth = Math.min(48, step * 0.7)
  const series = table.rows.slice(0, CHART_SERIES)
  return (
    <figure className="admin-view__chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Submissions per week by ${label.toLowerCase()}`}
      >
        {table.weeks.map((week, w) => {
          let y = barArea
          const x = w * step + (step - barWidth) / 2
          const parts = table.rows.map((row, r) => ({
            count: row.byWeek[w]!,
            fill: colour(Math.min(r, CHART_SERIES)),
          }))
          return (
            <g key={week}>
              {parts.map((part, i) => {
                const h = (part.count / max) * (barArea - 10)
                y -= h
                return part.count > 0 ? (
                  <rect key={i} x={x} y={y} width={barWidth} height={h} fill={part.fill} />
                ) : null
              })}
              <text x={x + barWidth / 2} y={height - 12} textAnchor="middle" fontSize="11">
                {week.slice(5)}
              </text>
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize="11">
                {table.weekTotals[w]}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption>
        <ul className="admin-view__legend">
          {series.map((row, i) => (
            <li key={row.key}>
              <span style={{ background: colour(i) }} aria-hidden="true" />
              {row.key} ({row.share}%)
            </li>
          ))}
          {table.rows.length > CHART_SERIES ? (
            <li>
              <span style={{ background: colour(CHART_SERIES) }} aria-hidden="true" />
              other
            </li>
          ) : null}
        </ul>
      </figcaption>
    </figure>
  )
}

/** A weekly table: one row per value, its count each week with the week's share, total and share. */
function WeeklyTable({
  table,
  label,
  caption,
}: {
  table: ConversionTable
  label: string
  caption: string
}) {
  return (
    <table aria-label={caption}>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          {table.weeks.map((week) => (
            <th key={week} scope="col">
              Week of {week}
            </th>
          ))}
          <th scope="col">Total</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.key}</th>
            {row.byWeek.map((count, i) => (
              <td key={table.weeks[i]}>
                {count}
                {count > 0 ? <small> ({percent(count, table.weekTotals[i]!)}%)</small> : null}
              </td>
            ))}
            <td>{row.total}</td>
            <td>{row.share}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The page of the full onboarding wizard, whose views start the funnel. */
const WIZARD_PATH = '/onboarding'

/** One row of the funnel: each step's count, with its share of step 1 after the first. */
function FunnelLine({ row, total }: { row: FunnelRow; total: boolean }) {
  const started = row.steps[0] ?? 0
  const counts = [...row.steps, row.submitted]
  return (
    <tr className={total ? 'admin-view__total' : undefined}>
      <th scope="row">{row.key}</th>
      {counts.map((count, i) => (
        <td key={i}>
          {count}
          {i > 0 ? <small> ({percent(count, started)}%)</small> : null}
        </td>
      ))}
    </tr>
  )
}

/** The ready-made ranges, as links that keep the chosen dimension; the one shown is marked. */
function Presets({ range, by }: { range: Range; by: Dimension }) {
  return (
    <nav aria-label="Date ranges" className="admin-view__presets">
      <ul>
        {datePresets().map((preset) => {
          const current = preset.range.from === range.from && preset.range.to === range.to
          const query = new URLSearchParams({ ...preset.range, by })
          return (
            <li key={preset.label}>
              <a href={`?${query.toString()}`} aria-current={current ? 'true' : undefined}>
                {preset.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

type CrossRow = {
  landing: string
  campaign: string
  visits: number
  sessions: number
  submissions: number
}

/** `part` as a share of `whole` ('52%'), or '—' when there is no whole to share. */
const shareOf = (part: number, whole: number) => (whole > 0 ? `${percent(part, whole)}%` : '—')

/**
 * Landing page by UTM campaign: which page each campaign's visitors arrived on, how many visits
 * began there, how many began the wizard and how many sent a form, most submissions first.
 */
function LandingByCampaign({ rows }: { rows: CrossRow[] }) {
  if (rows.length === 0) {
    return <p>No visits, wizard sessions or submissions in this range.</p>
  }
  return (
    <table aria-label="Landing page by campaign">
      <thead>
        <tr>
          <th scope="col">Landing page</th>
          <th scope="col">Campaign</th>
          <th scope="col">Visits</th>
          <th scope="col">Wizard sessions begun</th>
          <th scope="col">Submissions</th>
          <th scope="col">Sent per visit</th>
          <th scope="col">Sent per session begun</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.landing} ${row.campaign}`}>
            <th scope="row">{row.landing}</th>
            <td>{row.campaign}</td>
            <td>{row.visits}</td>
            <td>{row.sessions}</td>
            <td>{row.submissions}</td>
            <td>{shareOf(row.submissions, row.visits)}</td>
            <td>{shareOf(row.submissions, row.sessions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Admin view for admins, marketers and ops: which pages, offers and campaigns bring
 * submissions, per week, over a date range, the entries of each form built in the admin, where
 * people drop out of the wizard, and submissions per 100 page views per landing page.
 * Counts only: no submission and nothing personal is shown, so marketers may see it.
 */
export async function ConversionView(props: AdminViewServerProps) {
  const user = staffUser(props, '/conversion')
  const allowed = ROLES.some((role) => user.role === role)
  const query = props.searchParams ?? {}
  const range = dateRange(query.from, query.to)
  const by: Dimension = isDimension(query.by) ? query.by : 'origin'
  const label = DIMENSIONS[by]

  if (!allowed) {
    return (
      <AdminFrame props={props} className="admin-view">
        <h1>Conversion</h1>
        <p>Only staff can see conversion.</p>
      </AdminFrame>
    )
  }

  const [counts, landing, views, funnelCounts, crossCounts, entryCounts] = await Promise.all([
    submissionsPerWeek(by, range),
    by === 'landing' ? null : submissionsPerWeek('landing', range),
    viewsPerPath(range),
    wizardFunnel(by, range),
    landingByCampaign(range),
    entriesPerWeek(range),
  ])
  const entries = conversionTable(entryCounts)
  const cross: CrossRow[] = crossCounts
    .map((row) => ({ ...row, landing: row.landing || NONE, campaign: row.campaign || NONE }))
    .sort(
      (a, b) =>
        b.submissions - a.submissions ||
        b.visits - a.visits ||
        b.sessions - a.sessions ||
        a.landing.localeCompare(b.landing) ||
        a.campaign.localeCompare(b.campaign),
    )
  const funnel = funnelTable(funnelCounts)
  const table = conversionTable(counts)
  const byLanding = conversionTable(landing ?? counts)
  const totalViews = [...views.values()].reduce((n, v) => n + v, 0)
  const pages = [...new Set([...views.keys(), ...byLanding.rows.map((r) => r.key)])]
    .map((path) => {
      const submissions = byLanding.rows.find((row) => row.key === path)?.total ?? 0
      const viewed = views.get(path) ?? 0
      return { path, submissions, views: viewed, rate: per100Views(submissions, viewed) }
    })
    .sort((a, b) => b.submissions - a.submissions || b.views - a.views)

  return (
    <AdminFrame props={props} className="admin-view">
      <h1>Conversion</h1>
      <Presets range={range} by={by} />
      <form method="get" className="admin-view__filters">
        <label>
          From <input type="date" name="from" defaultValue={range.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={range.to} />
        </label>
        <label>
          By{' '}
          <select name="by" defaultValue={by}>
            {Object.entries(DIMENSIONS).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Show
        </button>
      </form>
      <p className="admin-view__summary">
        {table.total} submissions and {totalViews} page views from {range.from} to {range.to}. Days
        and weeks (from Monday) start at midnight, London time. Staff&apos;s own visits are not
        counted. {NONE} means the visit did not record a value; by where visitors came from, a visit
        with no campaign and no referring site is direct.
      </p>

      <h2>Submissions per week by {label.toLowerCase()}</h2>
      {table.total === 0 ? (
        <p>No submissions in this range.</p>
      ) : (
        <>
          <WeeklyChart table={table} label={label} />
          <WeeklyTable
            table={table}
            label={label}
            caption={`Submissions per week by ${label.toLowerCase()}`}
          />
        </>
      )}

      <h2>Form entries per week by form</h2>
      <p>
        {entries.total} entries through the site’s forms (Content → Forms) in this range, beside the
        onboarding submissions above. Anonymised entries still count.
      </p>
      {entries.total === 0 ? (
        <p>No form entries in this range.</p>
      ) : (
        <WeeklyTable table={entries} label="Form" caption="Form entries per week by form" />
      )}

      <h2>Where people drop out of the onboarding wizard, by {label.toLowerCase()}</h2>
      <p>
        {views.get(WIZARD_PATH) ?? 0} views of the wizard ({WIZARD_PATH}) in this range. Each row
        counts the wizard sessions begun in the range from step 1 done (when the answers are first
        saved), and how many of them went on to each later step and sent the form, with the share of
        step 1 still there.
      </p>
      {funnel.total.steps[0] ? (
        <table aria-label={`Wizard funnel by ${label.toLowerCase()}`}>
          <thead>
            <tr>
              <th scope="col">{label}</th>
              {funnel.total.steps.map((_, i) => (
                <th key={i} scope="col">
                  Step {i + 1} done
                </th>
              ))}
              <th scope="col">Sent</th>
            </tr>
          </thead>
          <tbody>
            {[...funnel.rows, funnel.total].map((row) => (
              <FunnelLine key={row.key} row={row} total={row === funnel.total} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>No one completed step 1 of the wizard in this range.</p>
      )}

      <h2>Landing page by campaign</h2>
      <LandingByCampaign rows={cross} />

      <h2>Submissions per 100 page views, by landing page</h2>
      <table aria-label="Submissions per 100 page views, by landing page">
        <thead>
          <tr>
            <th scope="col">Landing page</th>
            <th scope="col">Page views</th>
            <th scope="col">Submissions</th>
            <th scope="col">Per 100 views</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.path}>
              <th scope="row">{page.path}</th>
              <td>{page.views}</td>
              <td>{page.submissions}</td>
              <td>{page.rate === null ? '—' : page.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminFrame>
  )
}
