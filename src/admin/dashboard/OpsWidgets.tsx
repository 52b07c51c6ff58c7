import type { WidgetServerProps, Where } from 'payload'
import Link from 'next/link'
import { countSubmissions, NEW, newestSubmissions, UNDELIVERED } from '@/data/submission-queues'
import { dueSoon } from '@/data/retention-queue'
import { openDataRequests } from '@/data/data-requests'
import { REQUEST_KINDS, dueState } from '@/lib/data-requests'
import { openComplaints } from '@/data/complaints'
import { complaintDate, isOverdue } from '@/lib/complaints'
import { NOTICE_DAYS } from '@/lib/retention'
import { isOps } from '@/lib/access'
import {
  BRIEF_STATUS,
  formatUtc,
  formatUtcDay,
  optionLabel,
} from '@/lib/onboarding/submission-labels'
import { Widget, weekAgo, whereQuery } from './Widget'

const LIST = '/admin/collections/onboarding-submissions'

const mayHandleSubmissions = (req: WidgetServerProps['req']) =>
  Boolean(isOps({ req } as Parameters<typeof isOps>[0]))

/** Ops' figures at a glance, each opening the list it counts. */
export async function SubmissionCounts({ req }: WidgetServerProps) {
  if (!mayHandleSubmissions(req)) return null
  const filters: { label: string; where?: Where }[] = [
    { label: 'New submissions', where: NEW },
    { label: 'Received this week', where: { createdAt: { greater_than: weekAgo() } } },
    { label: 'Briefs not delivered', where: UNDELIVERED },
    { label: 'All submissions' },
  ]
  const figures = await Promise.all(
    filters.map(async (f) => ({ ...f, value: await countSubmissions(req, f.where) })),
  )
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
  const { docs, totalDocs } = await newestSubmissions(req, where, 8)
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

/** What the nightly retention job will remove in the next 30 days, soonest first. */
export async function DueForRemoval({ req }: WidgetServerProps) {
  if (!mayHandleSubmissions(req)) return null
  const { due } = await dueSoon(req)
  const shown = due.slice(0, 6)
  return (
    <Widget title={`Due for removal in ${NOTICE_DAYS} days (${due.length})`}>
      {shown.length === 0 ? (
        <p>Nothing reaches the end of its retention period in the next {NOTICE_DAYS} days.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {shown.map((doc) => (
            <li key={doc.id}>
              <Link href={`${LIST}/${doc.id}`}>{doc.name || 'Unnamed client'}</Link>
              <span>Removed {formatUtcDay(doc.removeOn)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/admin/retention">Review and keep longer</Link>
      </p>
    </Widget>
  )
}

const DUE_NOTE = { overdue: 'Overdue since', soon: 'Due', later: 'Due' } as const

/** Open requests from people about their data, soonest due first, the overdue ones marked. */
export async function DataRequestsDue({ req }: WidgetServerProps) {
  if (!mayHandleSubmissions(req)) return null
  const { docs, totalDocs } = await openDataRequests(req, 6)
  const now = new Date()
  const states = docs.map((doc) => dueState(new Date(doc.dueAt ?? doc.receivedAt), now))
  const overdue = states.filter((state) => state === 'overdue').length
  return (
    <Widget title={`Data requests open (${totalDocs})`}>
      {docs.length === 0 ? (
        <p>No open requests: every person who asked about their data has had an answer.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {docs.map((doc, i) => (
            <li key={doc.id} data-due={states[i]}>
              <Link href={`/admin/collections/data-requests/${doc.id}`}>
                {optionLabel(REQUEST_KINDS, doc.kind)}: {doc.email}
              </Link>
              <span>
                {states[i] === 'overdue' ? (
                  <strong>{DUE_NOTE.overdue}</strong>
                ) : (
                  DUE_NOTE[states[i]]
                )}{' '}
                {formatUtcDay(doc.dueAt ?? doc.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        {overdue > 0 ? <strong>{overdue} overdue. </strong> : null}
        <Link href="/admin/collections/data-requests?where[status][equals]=open">
          All open requests
        </Link>
      </p>
    </Widget>
  )
}

const COMPLAINTS = '/admin/collections/privacy-complaints'

/** Open privacy complaints, the soonest due first; those past their reply date are marked. */
export async function PrivacyComplaints({ req }: WidgetServerProps) {
  if (!mayHandleSubmissions(req)) return null
  const { docs, totalDocs } = await openComplaints(req, 8)
  const now = new Date()
  return (
    <Widget title={`Privacy complaints open (${totalDocs})`}>
      {docs.length === 0 ? (
        <p>No complaint is waiting for a reply.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {docs.map((doc) => (
            <li key={doc.id}>
              <Link href={`${COMPLAINTS}/${doc.id}`}>
                {doc.name || 'Unnamed'} ({doc.reference})
              </Link>
              {isOverdue(doc, now) ? (
                <strong className="lp-dashboard__overdue">
                  Overdue: reply was due {complaintDate(doc.dueAt!)}
                </strong>
              ) : (
                <span>Reply due {complaintDate(doc.dueAt!)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={`${COMPLAINTS}?${whereQuery({ status: { equals: 'open' } })}&sort=dueAt`}>
          {totalDocs > docs.length ? `All ${totalDocs} open complaints` : 'Open the complaints'}
        </Link>
      </p>
    </Widget>
  )
}
