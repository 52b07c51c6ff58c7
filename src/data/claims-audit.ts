import type { PayloadRequest } from 'payload'
import { claimUsage } from '@collections/Claims/usage'
import { auditClaims } from '@/lib/claims'

// The audit's second table: calculator packages against the plan cards on the same page.
export { pagePriceReport } from '@collections/PriceBooks/checks'

/**
 * The claims audit as the signed-in editor may read it: every published claim, as pages show it
 * (an unpublished draft is on no page, so it is not audited), with the pages that show each,
 * conflicting claims first; and those conflicting, which the audit flags and the dashboard counts.
 */
export async function claimsAudit(req: PayloadRequest) {
  const [{ docs }, usage] = await Promise.all([
    req.payload.find({
      collection: 'claims',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      req,
    }),
    claimUsage(req.payload),
  ])
  const ids = new Map(docs.map((d) => [d.key, d.id]))
  const claims = auditClaims(docs, usage).map((claim) => ({
    ...claim,
    id: ids.get(claim.key)!,
  }))
  return { claims, conflicts: claims.filter((claim) => claim.conflicting) }
}
