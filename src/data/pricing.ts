import { cache } from 'react'
import type { CurrencySettings } from '@/lib/money'
import type { Calculator, PriceBook } from '@/payload-types'
import { payloadClient } from './payload'
import { populated, toCurrencySettings } from './pricing-map'

/** The published currency settings (the latest draft in preview). */
export const getCurrencySettings = cache(async (draft = false): Promise<CurrencySettings> => {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'currencies', draft, depth: 0 })
  return toCurrencySettings(doc)
})

const getPriceBook = cache(async (id: number, draft: boolean): Promise<PriceBook | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'price-books',
    where: { id: { equals: id } },
    draft,
    depth: 1,
    limit: 1,
  })
  return populated(docs[0], draft)
})

const getCalculator = cache(async (id: number, draft: boolean): Promise<Calculator | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'calculators',
    where: { id: { equals: id } },
    draft,
    depth: 0,
    limit: 1,
  })
  return populated(docs[0], draft)
})

/**
 * The price book a block refers to with its plans: the populated relation when the page query
 * already brought it (with its plans), otherwise fetched.
 */
export async function resolvePriceBook(
  value: number | PriceBook | null | undefined,
  draft = false,
): Promise<PriceBook | null> {
  if (!value) return null
  if (typeof value === 'object') {
    const plansLoaded = value.prices.every((row) => typeof row.plan === 'object')
    if (plansLoaded) return populated(value, draft)
    return getPriceBook(value.id, draft)
  }
  return getPriceBook(value, draft)
}

export async function resolveCalculator(
  value: number | Calculator | null | undefined,
  draft = false,
): Promise<Calculator | null> {
  if (!value) return null
  if (typeof value === 'object') return populated(value, draft)
  return getCalculator(value, draft)
}
