import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { isEditorUser } from '@/lib/access'
import { claimsAudit, overridesInForce } from '@/data/claims-audit'
import { AdminFrame, staffUser } from './AdminFrame'
import './claims-audit.scss'

/** Admin view: every claim with its readings side by side; disagreements flagged first. */
export async function ClaimsAudit(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const allowed = isEditorUser(staffUser(props, '/claims-audit'))
  const [{ claims: audit, conflicts }, overrides] = allowed
    ? await Promise.all([claimsAudit(req), overridesInForce(req)])
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

          <h2 className="claims-audit__prices-heading">Price overrides in force</h2>
          <p className="claims-audit__summary">
            A calculator shows each plan at the price in its page&apos;s price book, converted with
            the rates in Currencies, except where a calculator package overrides it. These are the
            overrides that change what a published page shows. Clear one on the calculator and
            publish it to show the price book&apos;s figure.
          </p>
          {overrides.length === 0 ? (
            <p className="claims-audit__ok">Every calculator shows its page&apos;s prices.</p>
          ) : (
            <table aria-label="Price overrides in force">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Price book vs calculator</th>
                </tr>
              </thead>
              <tbody>
                {overrides.map((o) => (
                  <tr
                    key={`${o.path}-${o.calculator.id}-${o.plan}`}
                    aria-label={`${o.path} ${o.plan}`}
                  >
                    <th scope="row">
                      <span className="claims-audit__path">{o.path}</span>
                    </th>
                    <td>
                      {o.plan}
                      <span className="claims-audit__place">
                        {' '}
                        ·{' '}
                        <Link href={`/admin/collections/calculators/${o.calculator.id}`}>
                          {o.calculator.title}
                        </Link>
                      </span>
                    </td>
                    <td>
                      <ul>
                        {o.currencies.map((c) => (
                          <li key={c.currency}>
                            {c.currency}: price book{' '}
                            <strong>{c.fromBook ?? 'does not list this plan'}</strong>, calculator{' '}
                            <strong>{c.shown}</strong>
                          </li>
                        ))}
                      </ul>
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
