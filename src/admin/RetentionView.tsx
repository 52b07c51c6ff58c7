import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { chatsDueSoon, dueSoon, entriesDueSoon } from '@/data/retention-queue'
import { hasRole } from '@/lib/access'
import { SUBMISSION_STATUS, formatUtcDay, optionLabel } from '@/lib/onboarding/submission-labels'
import { addDays, NOTICE_DAYS } from '@/lib/retention'
import { AdminFrame, staffUser } from './AdminFrame'
import { keepLonger } from './keep-longer'
import './admin-views.scss'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Admin view for ops and admins: what the nightly retention job will remove in the next 30 days,
 * soonest first: the submissions whose personal data goes, each with what its period counts from
 * and a form to keep it longer with a reason; the form entries it anonymises; the live chats it
 * deletes.
 */
export async function RetentionView(props: AdminViewServerProps) {
  const user = staffUser(props, '/retention')
  const { req } = props.initPageResult
  const query = props.searchParams ?? {}
  if (!hasRole(user, 'admin', 'ops')) {
    return (
      <AdminFrame props={props} className="admin-view">
        <h1>Due for removal</h1>
        <p>Only ops and admins handle client records.</p>
      </AdminFrame>
    )
  }
  const { due, asOf } = await dueSoon(req)
  const [entries, chats] = await Promise.all([entriesDueSoon(req, asOf), chatsDueSoon(req, asOf)])
  const error = text(query.error)
  const kept = text(query.kept)

  return (
    <AdminFrame props={props} className="admin-view">
      <h1>Due for removal</h1>
      <p className="admin-view__summary">
        Records whose retention period ends in the next {NOTICE_DAYS} days. Each night the person’s
        details are removed from the submissions and form entries past their period; the record
        stays, anonymised, so the conversion figures still count it. A live chat past its period is
        deleted whole. To keep a submission longer, give a date and the reason: both go in the audit
        log.
      </p>
      {kept ? (
        <p role="status">
          Kept until {formatUtcDay(text(query.until))}. The audit log records why.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="admin-view__error">
          {error}
        </p>
      ) : null}
      {due.length === 0 ? (
        <p>Nothing is due for removal in the next {NOTICE_DAYS} days.</p>
      ) : (
        <table aria-label="Records due for removal">
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Status</th>
              <th scope="col">Counted from</th>
              <th scope="col">Removed on</th>
              <th scope="col">Keep longer</th>
            </tr>
          </thead>
          <tbody>
            {due.map((doc) => {
              const client = doc.status === 'onboarded'
              const company = doc.companyName || doc.company
              return (
                <tr key={doc.id}>
                  <th scope="row">
                    <Link href={`/admin/collections/onboarding-submissions/${doc.id}`}>
                      {doc.name || 'Unnamed client'}
                      {company ? `, ${company}` : ''}
                    </Link>
                  </th>
                  <td>{optionLabel(SUBMISSION_STATUS, doc.status)}</td>
                  <td>
                    {client ? 'Work ended ' : 'Last contact '}
                    {formatUtcDay((client ? doc.workEndedAt : doc.lastContactAt) ?? doc.createdAt)}
                  </td>
                  <td>{formatUtcDay(doc.removeOn)}</td>
                  <td>
                    <form action={keepLonger} className="admin-view__redirect">
                      <input type="hidden" name="id" value={doc.id} />
                      <input
                        type="date"
                        name="keepUntil"
                        required
                        min={isoDay(addDays(asOf, 1))}
                        aria-label={`Keep ${doc.name || 'this record'} until`}
                      />
                      <input
                        name="reason"
                        required
                        maxLength={1000}
                        placeholder="Reason, e.g. contract under negotiation"
                        aria-label={`Why ${doc.name || 'this record'} is kept longer`}
                      />
                      <button type="submit" className="btn btn--style-primary btn--size-small">
                        Keep
                      </button>
                    </form>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <h2>Form entries</h2>
      <p>
        Entries sent through the site’s forms are enquiries: anonymised the enquiry period after
        they arrived.
      </p>
      <DueTable
        label="Form entries due for removal"
        empty="No form entries are due for removal"
        columns={['Entry', 'Form', 'Counted from', 'Removed on']}
        rows={entries.map((entry) => ({
          id: entry.id,
          href: `/admin/collections/form-submissions/${entry.id}`,
          who: entry.who,
          cells: [
            entry.form,
            `Received ${formatUtcDay(entry.lastContactAt)}`,
            formatUtcDay(entry.removeOn),
          ],
        }))}
      />
      <h2>Live chats</h2>
      <p>
        Chats from the contact page are enquiries too: deleted whole the enquiry period after their
        last message, from either side. A new message starts the period again.
      </p>
      <DueTable
        label="Live chats due for removal"
        empty="No live chats are due for removal"
        columns={['Chat', 'Counted from', 'Removed on']}
        rows={chats.map((chat) => ({
          id: chat.id,
          href: `/admin/collections/conversations/${chat.id}`,
          who: chat.who,
          cells: [`Last message ${formatUtcDay(chat.lastContactAt)}`, formatUtcDay(chat.removeOn)],
        }))}
      />
    </AdminFrame>
  )
}

type DueRow = { id: number | string; href: string; who: string; cells: string[] }

/** Enquiries the nightly job removes soon, each linked to its record, or a line saying none are. */
function DueTable({
  label,
  empty,
  columns,
  rows,
}: {
  label: string
  empty: string
  columns: string[]
  rows: DueRow[]
}) {
  if (rows.length === 0) return <p>{`${empty} in the next ${NOTICE_DAYS} days.`}</p>
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link href={row.href}>{row.who}</Link>
            </th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
