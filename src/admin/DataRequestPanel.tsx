import type { UIFieldServerProps } from 'payload'
import { findHeld } from '@collections/DataRequests/holdings'
import { hasRole } from '@/lib/access'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { DataRequestActions } from './DataRequestActions'
import './admin-views.scss'

type Request = { id?: number | string; email?: string | null; erasedAt?: string | null }

/**
 * A data request's screen: everything held for the person's address in every collection with
 * personal data, each record linked for correcting it, and the buttons that export, restrict and
 * erase it.
 */
export async function DataRequestPanel({ data, req }: UIFieldServerProps) {
  const request = (data ?? {}) as Request
  if (!hasRole(req.user, 'admin', 'ops')) return null
  if (!request.id) {
    return (
      <p className="data-request">
        Save the request to see everything we hold for the address, and to export, restrict or erase
        it.
      </p>
    )
  }
  if (request.erasedAt || !request.email) {
    return (
      <p className="data-request" role="status">
        {request.erasedAt
          ? `Everything held for this person was erased on ${formatUtc(request.erasedAt)}.`
          : 'This request names no address.'}{' '}
        The register keeps only that the request was made and how it was answered.
      </p>
    )
  }
  const held = await findHeld(req, request.email)
  const records = held.flatMap(({ records }) => records)
  const restricted = records.filter((record) => record.restricted).length
  return (
    <section className="data-request" aria-labelledby="data-request-held">
      <h3 id="data-request-held">What we hold for {request.email}</h3>
      {held.map(({ holder, records }) => (
        <div key={holder.collection}>
          <h4>{holder.label}</h4>
          {records.length === 0 ? (
            <p>Nothing held.</p>
          ) : (
            <ul>
              {records.map((record) => (
                <li key={record.id}>
                  <a href={`/admin/collections/${record.collection}/${record.id}`}>
                    {record.title}
                  </a>
                  {record.restricted ? <strong> (restricted)</strong> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <p>To correct something, open the record, change it and save; then note it under Outcome.</p>
      <DataRequestActions id={request.id} held={records.length} restricted={restricted} />
    </section>
  )
}
