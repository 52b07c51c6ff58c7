import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { auditClaims } from '@/lib/claims'
import './claims-audit.scss'

/** Admin view: every claim with its readings side by side; disagreements flagged first. */
export async function ClaimsAudit({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user as { role?: string } | null
  const allowed = user?.role === 'admin' || user?.role === 'marketer'
  const docs = allowed
    ? (
        await req.payload.find({
          collection: 'claims',
          limit: 500,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user: req.user,
        })
      ).docs
    : []
  const ids = new Map(docs.map((d) => [d.key, d.id]))
  const audit = auditClaims(
    docs.map((d) => ({ key: d.key, topic: d.topic, readings: d.readings ?? [] })),
  )
  const conflicts = audit.filter((a) => a.conflicting).length

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user || undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="claims-audit">
        <h1>Claims audit</h1>
        {!allowed ? (
          <p>Only admins and marketers can audit claims.</p>
        ) : (
          <>
            <p className="claims-audit__summary">
              {audit.length} claims · <strong>{conflicts} with readings that disagree</strong>.
              Change a reading on the claim; every page that shows it updates within seconds.
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
                      <Link href={`/admin/collections/claims/${ids.get(claim.key)}`}>
                        {claim.topic}
                      </Link>
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
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
