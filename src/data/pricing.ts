import { cache } from 'react'
import { collectionTag, globalTag } from '@/lib/cache-tags'
import type { CurrencySettings } from '@/lib/money'
import type { PlanChoice } from '@/lib/onboarding/plans'
import type { Calculator, PriceBook } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { publishedPlanChoices } from '@collections/OnboardingSubmissions/brief'
import type { Preview } from './preview'
import { populated, toCurrencySettings } from '@/lib/pricing-map'

const publishedCurrencies = tagged(
  'currencies',
  () => [globalTag('currencies')],
  async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'currencies', depth: 0 })
  },
)

/** The published currency settings (in a preview, the latest draft). */
export const getCurrencySettings = cache(
  async (preview: Preview = null): Promise<CurrencySettings> => {
    if (!preview) return toCurrencySettings(await publishedCurrencies())
    const payload = await payloadClient()
    const doc = await payload.findGlobal({
      slug: 'currencies',
      draft: true,
      depth: 0,
      user: preview.user,
      overrideAccess: false,
    })
    return toCurrencySettings(doc)
  },
)

type PricingCollection = 'price-books' | 'calculators'

/** A price book or a calculator by id, with its plans, as visitors or the previewing editor see it. */
const findPricing = async (
  collection: PricingCollection,
  id: number,
  preview: Preview,
): Promise<PriceBook | Calculator | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    draft: Boolean(preview),
    ...(preview ? { user: preview.user, overrideAccess: false } : {}),
    depth: 1,
    limit: 1,
  })
  return populated<PriceBook | Calculator>(docs[0], Boolean(preview))
}

const publishedPricing = tagged(
  'pricing',
  (...[collection]) => [collectionTag(collection), collectionTag('plans')],
  (collection: PricingCollection, id: number) => findPricing(collection, id, null),
)

const getPricing = cache((collection: PricingCollection, id: number, preview: Preview) =>
  preview ? findPricing(collection, id, preview) : publishedPricing(collection, id),
)

/**
 * The price book a block refers to with its plans: the populated relation when the page query
 * already brought it (with its plans), otherwise fetched.
 */
export async function resolvePriceBook(
  value: number | PriceBook | null | undefined,
  preview: Preview = null,
): Promise<PriceBook | null> {
  if (!value) return null
  if (typeof value === 'object') {
    const plansLoaded = value.prices.every((row) => typeof row.plan === 'object')
    if (plansLoaded) return populated(value, Boolean(preview))
    return (await getPricing('price-books', value.id, preview)) as PriceBook | null
  }
  return (await getPricing('price-books', value, preview)) as PriceBook | null
}

/** The calculator a block refers to with its packages' plans, like `resolvePriceBook`. */
export async function resolveCalculator(
  value: number | Calculator | null | undefined,
  preview: Preview = null,
): Promise<Calculator | null> {
  if (!value) return null
  if (typeof value === 'object') {
    const plansLoaded = value.packages.every((pkg) => typeof pkg.plan === 'object')
    if (plansLoaded) return populated(value, Boolean(preview))
    return (await getPricing('calculators', value.id, preview)) as Calculator | null
  }
  return (await getPricing('calculators', value, preview)) as Calculator | null
}

/**
 * The published plans a visitor can join, by key and name, in the order they were created, read
 * afresh: the server's check of a submitted plan and the admin's brief, which must see a change at
 * once.
 */
export async function findPlanChoices(): Promise<PlanChoice[]> {
  return publishedPlanChoices(await payloadClient())
}

/** The same plans for a page (the wizard's choice of plan), cached until a plan changes. */
export const getPlanChoices = cache(
  tagged('plan-choices', () => [collectionTag('plans')], findPlanChoices),
)
