import type { PayloadRequest } from 'payload'
import { claimUsage } from '@collections/Claims/usage'
import { overridesInForce as listOverrides } from '@/lib/calculator-prices'
import { auditClaims } from '@/lib/claims'
import { pagePath } from '@/lib/paths'
import { toCurrencySettings, toOverrides } from '@/lib/pricing-map'

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

/**
 * The calculator prices in force on published pages that differ from what the page's price book
 * gives: each is an explicit override on a calculator package.
 */
export async function overridesInForce(req: PayloadRequest) {
  const read = { depth: 0, pagination: false, overrideAccess: false, req } as const
  const [pages, books, calculators, plans, currencies] = await Promise.all([
    req.payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { slug: true, layout: true },
      ...read,
    }),
    req.payload.find({ collection: 'price-books', ...read }),
    req.payload.find({ collection: 'calculators', ...read }),
    req.payload.find({ collection: 'plans', select: { name: true }, ...read }),
    req.payload.findGlobal({ slug: 'currencies', depth: 0, overrideAccess: false, req }),
  ])
  const relationId = (value: number | { id: number }) =>
    typeof value === 'object' ? value.id : value
  return listOverrides({
    pages: pages.docs.map((page) => ({ path: pagePath(page.slug), layout: page.layout ?? [] })),
    books: new Map(
      books.docs.map((book) => [
        book.id,
        new Map(book.prices.map((row) => [relationId(row.plan), row.monthlyGbp])),
      ]),
    ),
    calculators: new Map(
      calculators.docs.map((c) => [
        c.id,
        {
          title: c.title,
          packages: c.packages.map((pkg) => ({
            planId: relationId(pkg.plan),
            overrides: toOverrides(pkg.overrides),
          })),
        },
      ]),
    ),
    planNames: new Map(plans.docs.map((plan) => [plan.id, plan.name])),
    settings: toCurrencySettings(currencies),
  })
}
