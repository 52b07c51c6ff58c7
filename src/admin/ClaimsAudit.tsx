import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { isEditorUser } from '@/lib/access'
import { claimsAudit, pagePriceReport } from '@/data/claims-audit'
import { AdminFrame, staffUser } from './AdminFrame'
import './claims-audit.scss'

/** Admin view: every claim with its readings side by side; disagreements flagged first. */
export async function ClaimsAudit(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = isEditorUser(staffUser(props, '/claims-audit'))
  const [{ claims: audit, conflicts }, prices] = allowed
    ? await Promise.all([claimsAudit(req), pagePriceReport(req.payload)])
    : [{ claims: [], conflicts: [] }, []]

  return (
    <AdminFrame props={props} className="claims-audit">
      <h1>Claims audit</h1>
      {!allowed ? (
        <p>Only admins and marketers can audit claims.</p>
      ) : (
        <>
          <p className="claims-audit__summary">
            {audit.length} claims · <strong>{conflicts.length} with readings that disagree</strong>.
            Every published page that shows a claim is listed, including pages without a reading of
            their own, which show the claim&apos;s first reading. Change a reading on the claim and
            publish it; every page that shows it updates within seconds.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Readings by page</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {audit.map((claim) => (
                <tr key={claim.key} data-conflicting={claim.conflicting}>
                  <th scope="row">
                    <Link href={`/admin/collections/claims/${claim.id}`}>{claim.topic}</Link>
                    <code>{`{{${claim.key}}}`}</code>
                  </th>
                  <td>
                    <ul>
                      {claim.readings.map((r, i) => (
                        <li key={`${r.path}-${i}`}>
                          <span className="claims-audit__path">{r.path}</span>
                          <strong>{r.value}</strong>
                          {r.place ? (
                            <span className="claims-audit__place"> · {r.place}</span>
                          ) : null}
                        </li>
                      ))}
                      {claim.fallbacks.map((f) => (
                        <li key={`fallback-${f.path}`} className="claims-audit__fallback">
                          <span className="claims-audit__path">{f.path}</span>
                          <strong>{f.value}</strong>
                          <span className="claims-audit__place">
                            {' '}
                            · no reading of its own: shows the first reading
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    {claim.conflicting ? (
                      <span className="claims-audit__flag">
                        Differs: {claim.values.join(' vs ')}
                      </span>
                    ) : (
                      <span className="claims-audit__ok">Consistent</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <h2 className="claims-audit__prices-heading">Prices: calculator against plan card</h2>
          <p className="claims-audit__summary">
            A calculator package and the plan card of the same name on the same page, in every
            currency. Settle them from the price book&apos;s price checks: bring them in line, or
            keep them different on purpose.
          </p>
          {prices.length === 0 ? (
            <p className="claims-audit__ok">Every calculator package agrees with its plan card.</p>
          ) : (
            <table aria-label="Price disagreements">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Card vs calculator</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {prices.map((d) => (
                  <tr
                    key={`${d.path}-${d.subject}`}
                    data-conflicting={!d.keptBy}
                    aria-label={`${d.path} ${d.planName}`}
                  >
                    <th scope="row">
                      <span className="claims-audit__path">{d.path}</span>
                    </th>
                    <td>
                      {d.planName}
                      <span className="claims-audit__place">
                        {' '}
                        · {d.book} / {d.calculator}
                      </span>
                    </td>
                    <td>
                      <ul>
                        {d.currencies.map((c) => (
                          <li key={c.currency}>
                            {c.currency}: card <strong>{c.card}</strong>, calculator{' '}
                            <strong>{c.calculator}</strong>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {d.keptBy ? (
                        <span className="claims-audit__ok">Kept different by {d.keptBy}</span>
                      ) : (
                        <span className="claims-audit__flag">Differs</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </AdminFrame>
  )
}
