import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { isEditorUser } from '@/lib/access'
import { toCurrencySettings } from '@/lib/pricing-map'
import { CURRENCIES } from '@/lib/money'
import { pagePath } from '@/lib/paths'
import {
  bookDisagreements,
  cardMonthly,
  packageFor,
  pagePriceDisagreements,
  pairingsOf,
  type BookInfo,
  type CalculatorInfo,
  type Disagreement,
} from '@/lib/price-checks'
import type { Calculator, PriceBook } from '@/payload-types'

const planName = (plan: PriceBook['prices'][number]['plan']) =>
  typeof plan === 'object' ? plan.name : ''
const planIdOf = (plan: PriceBook['prices'][number]['plan']) =>
  typeof plan === 'object' ? plan.id : plan

const toBook = (doc: PriceBook): BookInfo => ({
  id: doc.id,
  title: doc.title,
  rows: doc.prices.map((row) => ({
    planId: planIdOf(row.plan),
    planName: planName(row.plan),
    monthlyGbp: row.monthlyGbp,
    annualGbp: row.annualGbp,
  })),
})

const toCalculator = (doc: Calculator): CalculatorInfo => ({
  id: doc.id,
  title: doc.title,
  packages: doc.packages.map((p) => ({
    key: p.key,
    name: p.name,
    prices: { GBP: p.prices.gbp, EUR: p.prices.eur, USD: p.prices.usd },
  })),
})

/**
 * Every price book, calculator and published page pairing, with the currency settings: the
 * latest versions (drafts included) for the editor's checks, the published ones for the audit.
 */
async function loadPricing(payload: Payload, draft: boolean) {
  const [books, calculators, pages, currencies] = await Promise.all([
    payload.find({ collection: 'price-books', draft, depth: 1, pagination: false }),
    payload.find({ collection: 'calculators', draft, depth: 0, pagination: false }),
    payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { slug: true, layout: true },
      depth: 0,
      pagination: false,
    }),
    payload.findGlobal({ slug: 'currencies', draft, depth: 0 }),
  ])
  return {
    bookDocs: books.docs,
    calculatorDocs: calculators.docs,
    books: books.docs.map(toBook),
    calculators: calculators.docs.map(toCalculator),
    pairings: pages.docs.flatMap((p) =>
      pairingsOf(pagePath(p.slug), (p.layout ?? []) as Parameters<typeof pairingsOf>[1]),
    ),
    settings: toCurrencySettings(currencies),
  }
}

/** The "keep different" decisions still in force (neither figure changed since). */
async function keptDecisions(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({
    collection: 'price-decisions',
    pagination: false,
    depth: 0,
    sort: '-createdAt',
  })
  const kept = new Map<string, string>()
  for (const d of docs) {
    const key = `${d.subject}|${d.signature}`
    if (!kept.has(key))
      kept.set(key, `${d.decidedBy ?? 'an editor'} on ${d.createdAt.slice(0, 10)}`)
  }
  return kept
}

/** Calculator disagreements per page, for the claims audit, with any decision to keep them. */
export async function pagePriceReport(payload: Payload) {
  const pricing = await loadPricing(payload, false)
  const kept = await keptDecisions(payload)
  return pagePriceDisagreements(pricing).map((d) => ({
    ...d,
    keptBy: kept.get(`${d.subject}|${d.signature}`) ?? null,
  }))
}

async function disagreementsOf(req: PayloadRequest, id: number) {
  const pricing = await loadPricing(req.payload, true)
  const book = pricing.books.find((b) => b.id === id)
  if (!book) return null
  const kept = await keptDecisions(req.payload)
  const list = bookDisagreements(book, pricing).map((d) => ({
    ...d,
    keptBy: kept.get(`${d.subject}|${d.signature}`) ?? null,
  }))
  return { pricing, book, list }
}

/** Saves a change keeping the document's state: published stays published, a draft a draft. */
async function saveKeepingState<C extends 'price-books' | 'calculators'>(
  req: PayloadRequest,
  collection: C,
  doc: { id: number; _status?: 'draft' | 'published' | null },
  data: Record<string, unknown>,
) {
  const published = doc._status === 'published'
  await req.payload.update({
    collection,
    id: doc.id,
    data: { ...data, _status: published ? 'published' : 'draft' } as never,
    draft: !published,
    req,
  })
}

async function align(req: PayloadRequest, bookId: number, chosen: Disagreement[]) {
  const { pricing, book } = (await disagreementsOf(req, bookId))!
  const bookDoc = (id: number) => pricing.bookDocs.find((b) => b.id === id)!
  const rowOf = (planId: number) => book.rows.find((r) => r.planId === planId)!

  const annual = chosen.filter((d) => d.kind === 'annual')
  if (annual.length > 0) {
    const doc = bookDoc(bookId)
    await saveKeepingState(req, 'price-books', doc, {
      prices: doc.prices.map((row) =>
        annual.some((d) => d.planId === planIdOf(row.plan))
          ? { ...row, plan: planIdOf(row.plan), annualGbp: row.monthlyGbp * 12 }
          : { ...row, plan: planIdOf(row.plan) },
      ),
    })
  }
  for (const d of chosen.filter((x) => x.kind === 'book')) {
    const doc = bookDoc(d.target.id)
    const mine = rowOf(d.planId)
    await saveKeepingState(req, 'price-books', doc, {
      prices: doc.prices.map((row) =>
        planIdOf(row.plan) === d.planId
          ? { ...row, plan: d.planId, monthlyGbp: mine.monthlyGbp, annualGbp: mine.monthlyGbp * 12 }
          : { ...row, plan: planIdOf(row.plan) },
      ),
    })
  }
  for (const d of chosen.filter((x) => x.kind === 'calculator')) {
    const doc = pricing.calculatorDocs.find((c) => c.id === d.target.id)!
    const calculator = pricing.calculators.find((c) => c.id === d.target.id)!
    const pkg = packageFor(calculator, d.planName)!
    const pairing = pricing.pairings.find(
      (p) => p.bookId === bookId && p.calculatorId === calculator.id,
    )
    const price = (c: (typeof CURRENCIES)[number]) =>
      cardMonthly(rowOf(d.planId).monthlyGbp, c, pricing.settings, pairing?.multiplier)
    await saveKeepingState(req, 'calculators', doc, {
      packages: doc.packages.map((p) =>
        p.key === pkg.key
          ? { ...p, prices: { gbp: price('GBP'), eur: price('EUR'), usd: price('USD') } }
          : p,
      ),
    })
  }
}

const refuse = (status: number, message: string) => Response.json({ message }, { status })

/**
 * GET /api/price-books/:id/price-checks: what disagrees with this book's prices (its annual
 * figures, calculator packages named like its plans on the pages that show both, the same plans
 * in other books). POST with `{ action: 'align' | 'keep', subjects }` brings the chosen ones in
 * line, or records the decision to keep them different (listed in the claims audit).
 */
export const priceChecksEndpoints: Endpoint[] = [
  {
    path: '/:id/price-checks',
    method: 'get',
    handler: async (req) => {
      if (!isEditorUser(req.user)) return refuse(403, 'Only admins and marketers can check prices.')
      const found = await disagreementsOf(req, Number(req.routeParams?.id))
      if (!found) return refuse(404, 'Price book not found.')
      return Response.json({ disagreements: found.list })
    },
  },
  {
    path: '/:id/price-checks',
    method: 'post',
    handler: async (req) => {
      if (!isEditorUser(req.user))
        return refuse(403, 'Only admins and marketers can change prices.')
      const id = Number(req.routeParams?.id)
      const body = (await req.json?.().catch(() => null)) as {
        action?: string
        subjects?: unknown
      } | null
      const subjects = Array.isArray(body?.subjects) ? body.subjects.map(String) : []
      if (!body || !['align', 'keep'].includes(String(body.action)) || subjects.length === 0)
        return refuse(400, 'Choose at least one figure, then "Bring in line" or "Keep different".')
      const found = await disagreementsOf(req, id)
      if (!found) return refuse(404, 'Price book not found.')
      const chosen = found.list.filter((d) => subjects.includes(d.subject))
      if (chosen.length === 0) return refuse(409, 'These figures already agree. Reload the page.')
      if (body.action === 'align') {
        await align(req, id, chosen)
      } else {
        for (const d of chosen) {
          await req.payload.create({
            collection: 'price-decisions',
            data: {
              subject: d.subject,
              signature: d.signature,
              summary: `${d.planName}: ${found.book.title} ${d.expected}; ${d.target.title} ${d.actual}`,
              decidedBy: req.user?.email ?? null,
            },
            req,
          })
        }
      }
      const after = await disagreementsOf(req, id)
      return Response.json({ disagreements: after?.list ?? [] })
    },
  },
]
