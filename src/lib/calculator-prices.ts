/**
 * Calculator package prices, derived: a package refers to a plan and shows the monthly price of
 * that plan in the price book of the page it sits on, converted with the currency rates. A package
 * may override a figure explicitly: a GBP override replaces the book's price (the other currencies
 * are converted from it), an override in another currency replaces that currency's figure only.
 * Pure: the renderer and the claims audit feed it documents.
 */
import { convert, CURRENCIES, formatMoney, type Currency, type CurrencySettings } from './money'
import { withMultiplier } from './pricing'

export type PriceOverrides = Partial<Record<Currency, number | null>>

const isSet = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value)

function inEveryCurrency(gbp: number, settings: CurrencySettings): Record<Currency, number> {
  return Object.fromEntries(
    CURRENCIES.map((c) => [c, convert(gbp, c, settings.rates, settings.rounding)]),
  ) as Record<Currency, number>
}

export interface PackagePrices {
  /** What the calculator shows. */
  shown: Record<Currency, number>
  /** What the page's price book alone gives; null when the book does not list the plan. */
  fromBook: Record<Currency, number> | null
}

/**
 * A package's monthly price per currency on a page whose book lists the plan at `bookMonthlyGbp`
 * (null when it does not). Null when there is neither a book price nor a GBP override.
 */
export function packagePrices(
  bookMonthlyGbp: number | null,
  overrides: PriceOverrides | null | undefined,
  settings: CurrencySettings,
): PackagePrices | null {
  const fromBook = bookMonthlyGbp === null ? null : inEveryCurrency(bookMonthlyGbp, settings)
  const base = isSet(overrides?.GBP) ? overrides.GBP : bookMonthlyGbp
  if (base === null) return null
  const converted = inEveryCurrency(base, settings)
  const shown = Object.fromEntries(
    CURRENCIES.map((c) => [c, isSet(overrides?.[c]) ? overrides[c] : converted[c]]),
  ) as Record<Currency, number>
  return { shown, fromBook }
}

/**
 * The overrides that make a package show `prices` on pages whose books give `bookMonthlyGbp`
 * (null where a book does not list the plan): a GBP override unless every book already gives the
 * GBP figure, and an override in each other currency whose figure is not the converted one.
 */
export function overridesFor(
  prices: Record<Currency, number>,
  bookMonthlyGbp: ReadonlyArray<number | null>,
  settings: CurrencySettings,
): PriceOverrides {
  const overrides: PriceOverrides = {}
  if (bookMonthlyGbp.length === 0 || bookMonthlyGbp.some((gbp) => gbp !== prices.GBP))
    overrides.GBP = prices.GBP
  const converted = inEveryCurrency(prices.GBP, settings)
  for (const c of CURRENCIES)
    if (c !== 'GBP' && prices[c] !== converted[c]) overrides[c] = prices[c]
  return overrides
}

type Relation = number | { id: number } | null | undefined
const idOf = (value: Relation | unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: number }).id
      : undefined

type LayoutBlock = {
  blockType?: string
  priceBook?: unknown
  calculator?: unknown
  priceMultiplier?: number | null
}

/** The page's pricing section: its price book prices an ROI calculator block on the same page. */
export function pagePricingSection<B extends LayoutBlock>(layout: readonly B[] | null | undefined) {
  return layout?.find((block) => block.blockType === 'pricingSection' && block.priceBook) ?? null
}

/** A calculator on a page, with the price book and multiplier its packages are priced from. */
export interface CalculatorPlacement {
  calculatorId: number
  bookId: number | null
  multiplier?: number | null
}

/** Every calculator a page shows: a pricing section's own, and each ROI calculator block. */
export function calculatorPlacements(layout: readonly LayoutBlock[]): CalculatorPlacement[] {
  const section = pagePricingSection(layout)
  return layout.flatMap((block) => {
    const calculatorId = idOf(block.calculator)
    const own = block.blockType === 'pricingSection'
    if (!calculatorId || (!own && block.blockType !== 'roiCalculator')) return []
    const from = own ? block : section
    return [
      {
        calculatorId,
        bookId: idOf(from?.priceBook) ?? null,
        multiplier: from?.priceMultiplier,
      },
    ]
  })
}

/** The price book a page prices from: plan id → monthly GBP. */
type BookPrices = ReadonlyMap<number, number>

export interface OverrideInForce {
  path: string
  calculator: { id: number; title: string }
  plan: string
  /** Only the currencies where the calculator shows something other than the book gives. */
  currencies: Array<{ currency: Currency; fromBook: string | null; shown: string }>
}

export interface PricingDocs {
  pages: Array<{ path: string; layout: readonly LayoutBlock[] }>
  books: ReadonlyMap<number, BookPrices>
  calculators: ReadonlyMap<
    number,
    { title: string; packages: Array<{ planId: number; overrides: PriceOverrides | null }> }
  >
  planNames: ReadonlyMap<number, string>
  settings: CurrencySettings
}

/** Per page: each calculator package whose figures differ from what the page's price book gives. */
export function overridesInForce(docs: PricingDocs): OverrideInForce[] {
  const money = (amount: number, c: Currency) => formatMoney(amount, c, docs.settings.symbols)
  return docs.pages.flatMap((page) =>
    calculatorPlacements(page.layout).flatMap((placement) => {
      const calculator = docs.calculators.get(placement.calculatorId)
      if (!calculator) return []
      const book = placement.bookId === null ? undefined : docs.books.get(placement.bookId)
      return calculator.packages.flatMap((pkg) => {
        const monthly = book?.get(pkg.planId)
        // A page does not offer a plan its book leaves out (see toCalculatorPackages).
        if (book && monthly === undefined) return []
        const fromBookGbp =
          monthly === undefined ? null : withMultiplier(monthly, placement.multiplier)
        const prices = packagePrices(fromBookGbp, pkg.overrides, docs.settings)
        if (!prices) return []
        const differ = CURRENCIES.filter((c) => prices.shown[c] !== prices.fromBook?.[c])
        if (differ.length === 0) return []
        return [
          {
            path: page.path,
            calculator: { id: placement.calculatorId, title: calculator.title },
            plan: docs.planNames.get(pkg.planId) ?? `Plan ${pkg.planId}`,
            currencies: differ.map((c) => ({
              currency: c,
              fromBook: prices.fromBook ? money(prices.fromBook[c], c) : null,
              shown: money(prices.shown[c], c),
            })),
          },
        ]
      })
    }),
  )
}
