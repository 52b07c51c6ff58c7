import type { WidgetServerProps, Where } from 'payload'
import Link from 'next/link'
import { isOps } from '@/lib/access'
import { BRIEF_STATUS, formatUtc, optionLabel } from '@/lib/onboarding/submission-labels'
import { Widget, weekAgo, whereQuery } from './Widget'

const LIST = '/admin/collections/onboarding-submissions'
/** Briefs the team has not received by e-mail: still retrying, given up, or only logged. */
const UNDELIVERED: Where = { briefStatus: { in: ['retrying', 'failed', 'logged'] } }
const NEW: Where = { status: { equals: 'new' } }

const mayHandleSubmissions = (req: WidgetServerProps['req']) =>
  Boolean(isOps({ req } as Parameters<typeof isOps>[0]))

async function count(req: WidgetServerProps['req'], where: Where): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'onboarding-submissions',
    where,
    overrideAccess: false,
    req,
  })
  return totalDocs
}

/** Ops' figures at a glance, each opening the list it counts. */
export async function SubmissionCounts({ req }: WidgetServerProps) {
  if (!mayHandleSubmissions(req)) return null
  const since = weekAgo()
  const thisWeek: Where = { createdAt: { greater_than: since } }
  const figures = [
    { label: 'New submissions', where: NEW, value: await count(req, NEW) },
    { label: 'Received this week', where: thisWeek, value: await count(req, thisWeek) },
    { label: 'Briefs not delivered', where: UNDELIVERED, value: await count(req, UNDELIVERED) },
    { label: 'All submissions', where: undefined, value: await count(req, {}) },
  ]
  return (
    <Widget title="Onboarding at a glance">
      <ul className="lp-dashboard__figures">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link href={`${LIST}${figure.where ? `?${whereQuery(figure.where)}` : ''}`}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  )
}

async function SubmissionList({
  req,
  where,
  title,
  empty,
  note,
}: Pick<WidgetServerProps, 'req'> & {
  where: Where
  title: string
  empty: string
  note: (doc: { briefStatus?: string | null; createdAt: string }) => string
}) {
  if (!mayHandleSubmissions(req)) return null
  const { docs, totalDocs } = await req.payload.find({
    collection: 'onboarding-submissions',
    where,
    sort: '-createdAt',
    limit: 8,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, company: true, companyName: true, briefStatus: true, createdAt: true },
  })
  return (
    <Widget title={`${title} (${totalDocs})`}>
      {docs.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="lp-dashboard__list">
          {docs.map((doc) => (
            <li key={doc.id}>
              <Link href={`${LIST}/${doc.id}`}>
                {doc.name || 'Unnamed client'}
                {doc.companyName || doc.company ? `, ${doc.companyName || doc.company}` : ''}
              </Link>
              <span>{note(doc)}</span>
            </li>
          ))}
        </ul>
      )}
      {totalDocs > docs.length ? (
        <p>
          <Link href={`${LIST}?${whereQuery(where)}`}>All {totalDocs}</Link>
        </p>
      ) : null}
    </Widget>
  )
}

/** The newest submissions nobody has picked up yet. */
export function NewSubmissions({ req }: WidgetServerProps) {
  return (
    <SubmissionList
      req={req}
      where={NEW}
      title="New submissions"
      empty="Nothing new: every submission has been picked up."
      note={(doc) => `Received ${formatUtc(doc.createdAt)}`}
    />
  )
}

/** Submissions whose brief the team has not received by e-mail. */
export function UndeliveredBriefs({ req }: WidgetServerProps) {
  return (
    <SubmissionList
      req={req}
      where={UNDELIVERED}
      title="Briefs not delivered"
      empty="Every brief has reached the team."
      note={(doc) => optionLabel(BRIEF_STATUS, doc.briefStatus)}
    />
  )
}
