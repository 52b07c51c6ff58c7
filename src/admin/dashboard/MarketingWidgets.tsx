import type { WidgetServerProps } from 'payload'
import Link from 'next/link'
import { claimsAudit } from '@/data/claims-audit'
import { recentChanges, scheduledChanges } from '@/data/editorial'
import { isEditorUser } from '@/lib/access'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { Widget, weekAgo } from './Widget'

/** Pages and posts set to publish or unpublish at a later time, soonest first. */
export async function Scheduled({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  const rows = await scheduledChanges(req)
  return (
    <Widget title="Scheduled">
      {rows.length === 0 ? (
        <p>Nothing is scheduled. Schedule a page or post from its Publish menu.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {rows.map((row) => (
            <li key={row.id}>
              {row.href ? <Link href={row.href}>{row.title}</Link> : row.title}
              <span>
                {row.kind} · {row.unpublishes ? 'Unpublishes' : 'Publishes'}{' '}
                {row.at ? formatUtc(row.at) : 'soon'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  )
}

/** Content changed in the last seven days, newest first. */
export async function RecentChanges({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  const changes = await recentChanges(req, weekAgo())
  return (
    <Widget title="Changed this week">
      {changes.length === 0 ? (
        <p>No content has changed in the last seven days.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {changes.map((change) => (
            <li key={change.key}>
              <Link href={change.href}>{change.title}</Link>
              <span>
                {change.kind} · {formatUtc(change.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  )
}

/** The claims the claims audit flags, with the way to it. */
export async function ClaimConflicts({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  const { conflicts } = await claimsAudit(req)
  return (
    <Widget title={`Claim conflicts (${conflicts.length})`}>
      {conflicts.length === 0 ? (
        <p>Every claim reads the same on every page that shows it.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {conflicts.map((claim) => (
            <li key={claim.key}>
              <Link href={`/admin/collections/claims/${claim.id}`}>{claim.topic}</Link>
              <span>Differs: {claim.values.join(' vs ')}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/admin/claims-audit">Open the claims audit</Link>
      </p>
    </Widget>
  )
}
