import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { overridesInForce } from '@/data/claims-audit'
import type { Role } from '@/lib/access'
import { pagePricingSection } from '@/lib/calculator-prices'
import { formatMoney, CURRENCIES } from '@/lib/money'
import { toCalculatorPackages, toCurrencySettings, toPriceRows } from '@/lib/pricing-map'
import { planCardView } from '@/lib/pricing-view'
import type { Calculator, Page, PriceBook, PricingSectionBlock, User } from '@/payload-types'
import type { Actor } from '../support/access'
import { testPayload } from './payload'
import { as, loadStaff } from './matrix'
import { samples } from './samples'

// Who may change prices (marketers and admins; everyone reads what is published) is part of the
// access matrix (tests/int/access.test.ts).

let payload: Payload
let users: Record<Role, User>

beforeAll(async () => {
  payload = await testPayload()
  users = await loadStaff()
})

describe('price drafts', () => {
  for (const collection of ['plans', 'price-books', 'calculators'] as const) {
    it(`a ${collection} draft is invisible to anonymous visitors and ops, visible to editors`, async () => {
      const data = await samples[collection].data()
      await payload.create({
        collection,
        data: { ...data, _status: 'draft' } as never,
        draft: true,
      })
      const count = async (actor: Actor) =>
        (
          await payload.find({
            collection,
            where: { key: { equals: data.key } },
            draft: true,
            ...as(actor),
          })
        ).totalDocs
      expect(await count('anonymous')).toBe(0)
      expect(await count('ops')).toBe(0)
      expect(await count('marketer')).toBe(1)
    })
  }

  it('a draft price stays off the live price book until it is published', async () => {
    const book = await payload.create({
      collection: 'price-books',
      data: await samples['price-books'].data(),
    })
    await payload.update({
      collection: 'price-books',
      id: book.id,
      data: { prices: [{ ...book.prices[0], monthlyGbp: 150 }] },
      draft: true,
    })
    const live = await payload.findByID({
      collection: 'price-books',
      id: book.id,
      ...as('anonymous'),
    })
    expect(live.prices[0].monthlyGbp).toBe(100)
    const preview = await payload.findByID({
      collection: 'price-books',
      id: book.id,
      draft: true,
      ...as('marketer'),
    })
    expect(preview.prices[0].monthlyGbp).toBe(150)
  })

  it('a draft currency rate is not what visitors read', async () => {
    const current = await payload.findGlobal({ slug: 'currencies' })
    await payload.updateGlobal({
      slug: 'currencies',
      data: { eur: { ...current.eur, rate: 1.5 } },
      draft: true,
      ...as('marketer'),
    })
    const live = await payload.findGlobal({ slug: 'currencies', draft: true, ...as('anonymous') })
    expect(live.eur.rate).toBe(1.17)
    const preview = await payload.findGlobal({ slug: 'currencies', draft: true, ...as('marketer') })
    expect(preview.eur.rate).toBe(1.5)
    // Back to the published figures for the rest of the suite.
    await payload.updateGlobal({
      slug: 'currencies',
      data: { eur: current.eur, _status: 'published' },
    })
  })

  it('rejects a calculator whose default package is not one of its packages', async () => {
    const data = await samples.calculators.data()
    await expect(
      payload.create({
        collection: 'calculators',
        data: { ...data, defaults: { ...data.defaults, selectedPackage: 'missing' } },
      }),
    ).rejects.toThrow(/Package shown first/)
  })
})

describe('seeded pricing', () => {
  async function section(slug: string): Promise<PricingSectionBlock> {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      depth: 2,
    })
    const block = (docs[0] as Page).layout.find((b) => b.blockType === 'pricingSection')
    if (!block || block.blockType !== 'pricingSection') throw new Error(`no pricing on ${slug}`)
    return block
  }

  async function shown(slug: string, period: 'monthly' | 'annual') {
    const settings = toCurrencySettings(await payload.findGlobal({ slug: 'currencies' }))
    const block = await section(slug)
    if (typeof block.priceBook !== 'object') throw new Error('price book not loaded')
    return toPriceRows(block.priceBook).map((row) => {
      const card = planCardView(row, settings, {
        multiplier: block.priceMultiplier,
        commissionPercent: block.showCommission ? block.commissionPercent : null,
      })
      return { price: card.price[period], commission: card.commission?.[period].GBP }
    })
  }

  it('puts the main, alternative, discounted and referral seeded prices on their pages', async () => {
    expect((await shown('pricing-overview', 'monthly')).map((c) => c.price.GBP)).toEqual([
      '£369',
      '£669',
      '£1,269',
      '£3,999',
    ])
    expect((await shown('pricing-start-up', 'annual')).map((c) => c.price.EUR)).toEqual([
      '€5,181',
      '€9,814',
      '€17,817',
    ])
    expect((await shown('715494687', 'monthly')).map((c) => c.price.USD)).toEqual([
      '$253',
      '$596',
      '$1,269',
    ])
    const referral = await shown('referral-partner-program', 'monthly')
    expect(referral.map((c) => c.price.GBP)).toEqual(['£443', '£839', '£1,523'])
    expect(referral.map((c) => c.commission)).toEqual(['£89', '£168', '£305'])
  })

  /** What a page's calculator shows: each package's monthly price in every currency. */
  async function calculatorShown(slug: string) {
    const settings = toCurrencySettings(await payload.findGlobal({ slug: 'currencies' }))
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      depth: 2,
    })
    const layout = (docs[0] as Page).layout
    const section = pagePricingSection(layout) as PricingSectionBlock
    const calculator = (section.calculator ??
      layout.flatMap((b) =>
        b.blockType === 'roiCalculator' ? [b.calculator] : [],
      )[0]) as Calculator
    const packages = toCalculatorPackages(calculator, {
      rows: toPriceRows(section.priceBook as PriceBook),
      multiplier: section.priceMultiplier,
      settings,
    })
    return packages.map((p) =>
      [p.name, ...CURRENCIES.map((c) => formatMoney(p.prices[c], c))].join(' '),
    )
  }

  it('prices each page’s calculator from its book, with the price list’s own figures kept', async () => {
    const standard = [
      'Start Up £369 €431 $469',
      'Leadpilot £669 €783 $850',
      'Leadpilot Pro £1,269 €1,485 $1,612',
    ]
    // Scale only where the page's book lists it.
    expect(await calculatorShown('pricing-overview')).toEqual([
      ...standard,
      'Leadpilot Scale £3,999 €4,679 $5,079',
    ])
    expect(await calculatorShown('pricing-start-up')).toEqual(standard)
    expect(await calculatorShown('home')).toEqual(standard)
    expect(await calculatorShown('715494687')).toEqual([
      'Start Up £199 €233 $253',
      'Leadpilot £469 €549 $596',
      'Leadpilot Pro £999 €1,169 $1,269',
    ])
  })

  it('lists the overrides in force for the claims audit: where a page’s calculator differs from its book', async () => {
    const req = await createLocalReq({ user: users.marketer }, payload)
    const list = (await overridesInForce(req)).filter((o) =>
      ['/pricing-overview', '/pricing-start-up', '/', '/715494687'].includes(o.path),
    )
    const lines = list.map(
      (o) =>
        `${o.path} ${o.plan}: ${o.currencies.map((c) => `${c.fromBook ?? 'none'} → ${c.shown}`).join(', ')}`,
    )
    expect(lines.sort()).toEqual(
      [
        '/ Start Up: €432 → €431',
        '/ Leadpilot: £699 → £669, €818 → €783, $888 → $850',
        '/pricing-start-up Start Up: €432 → €431',
        '/pricing-start-up Leadpilot: £699 → £669, €818 → €783, $888 → $850',
        '/pricing-overview Start Up: €432 → €431',
      ].sort(),
    )
  })

  it('seeds the calculators with their plans, the overrides and defaults', async () => {
    const { docs } = await payload.find({
      collection: 'calculators',
      where: { key: { in: ['standard', 'discounted'] } },
      sort: 'key',
    })
    const [discounted, standard] = docs
    const name = (plan: Calculator['packages'][number]['plan']) =>
      typeof plan === 'object' ? plan.name : plan
    expect(standard.packages.map((p) => [name(p.plan), p.key])).toEqual([
      ['Start Up', 'leadpilotstartup'],
      ['Leadpilot', 'leadpilot'],
      ['Leadpilot Pro', 'leadpilotpro'],
      ['Leadpilot Scale', 'leadpilotscale'],
    ])
    expect(discounted.packages.every((p) => !p.overrides?.gbp && !p.overrides?.eur)).toBe(true)
    expect(standard.defaults).toMatchObject({
      monthlyLeads: 5,
      yearlyLeads: 60,
      conversionRate: 5,
      averageDealSize: 30000,
      selectedPackage: 'leadpilotpro',
    })
  })
})

describe('one monthly price', () => {
  it('moves the card, the annual figure and the calculator on every page using the book', async () => {
    const settings = toCurrencySettings(await payload.findGlobal({ slug: 'currencies' }))
    const book = await payload.create({
      collection: 'price-books',
      data: await samples['price-books'].data(),
    })
    const calculator = await payload.create({
      collection: 'calculators',
      data: await samples.calculators.data(),
    })
    const shown = async () => {
      const live = await payload.findByID({ collection: 'price-books', id: book.id, depth: 1 })
      const calc = await payload.findByID({
        collection: 'calculators',
        id: calculator.id,
        depth: 1,
      })
      const rows = toPriceRows(live)
      const card = planCardView(rows[0], settings)
      const [pkg] = toCalculatorPackages(calc, { rows, settings })
      return [card.price.monthly.EUR, card.price.annual.EUR, formatMoney(pkg.prices.EUR, 'EUR')]
    }
    expect(await shown()).toEqual(['€117', '€1,404', '€117'])

    await payload.update({
      collection: 'price-books',
      id: book.id,
      data: { prices: [{ ...book.prices[0], monthlyGbp: 250 }], _status: 'published' },
    })
    expect(await shown()).toEqual(['€293', '€3,510', '€293'])
  })
})
