/**
 * Cross-checks of prices that live in more than one place: a price book's annual figure against
 * twelve months of its monthly price, a calculator package against the plan card of the same name
 * on the same page (in every currency), and the same plan in other price books. Pure: the admin's
 * price checks and the claims audit feed it documents.
 */
import { convert, CURRENCIES, formatMoney, type Currency, type CurrencySettings } from './money'

type BookRow = { planId: number; planName: string; monthlyGbp: number; annualGbp: number }
export type BookInfo = { id: number; title: string; rows: BookRow[] }
export type PackageInfo = { key: string; name: string; prices: Record<Currency, number> }
export type CalculatorInfo = { id: number; title: string; packages: PackageInfo[] }
/** A pricing section's price book and the calculator shown with it on the same page. */
export type Pairing = { path: string; bookId: number; calculatorId: number; multiplier?: number }

type DisagreementKind = 'annual' | 'calculator' | 'book'

export interface Disagreement {
  /** Stable name of what disagrees, e.g. `calculator:3:leadpilot`. */
  subject: string
  kind: DisagreementKind
  planId: number
  planName: string
  /** Where the other figure lives. */
  target: { collection: 'price-books' | 'calculators'; id: number; title: string }
  /** Pages where both figures show (calculator checks). */
  paths: string[]
  /** What this book says, and what the other place says: "£679 / €794 / $862" vs "£669 / …". */
  expected: string
  actual: string
  /** Both figures, so a "keep different" decision lapses when either changes. */
  signature: string
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The monthly price a plan card shows in a currency (multiplier, then conversion). */
export function cardMonthly(
  monthlyGbp: number,
  currency: Currency,
  settings: CurrencySettings,
  multiplier?: number,
): number {
  const gbp = multiplier && multiplier !== 1 ? Math.round(monthlyGbp * multiplier) : monthlyGbp
  return convert(gbp, currency, settings.rates, settings.rounding)
}

const inEvery = (amount: (c: Currency) => number, settings: CurrencySettings) =>
  CURRENCIES.map((c) => formatMoney(amount(c), c, settings.symbols)).join(' / ')

/** The currencies in which a package's price differs from the card's. */
function currenciesThatDiffer(
  row: BookRow,
  pkg: PackageInfo,
  settings: CurrencySettings,
  multiplier?: number,
): Currency[] {
  return CURRENCIES.filter(
    (c) => pkg.prices[c] !== cardMonthly(row.monthlyGbp, c, settings, multiplier),
  )
}

/** The calculator package named like a plan, if any. */
export function packageFor(calculator: CalculatorInfo, planName: string): PackageInfo | undefined {
  return calculator.packages.find((p) => sameName(p.name, planName))
}

/** Every price book, calculator and page pairing, and the currency settings, as saved. */
type PriceContext = {
  books: BookInfo[]
  calculators: CalculatorInfo[]
  pairings: Pairing[]
  settings: CurrencySettings
}

/** Everything that disagrees with the prices of one price book. */
export function bookDisagreements(
  book: BookInfo,
  { books, calculators, pairings, settings }: PriceContext,
): Disagreement[] {
  const out: Disagreement[] = []
  const gbp = (n: number) => formatMoney(n, 'GBP', settings.symbols)
  for (const row of book.rows) {
    const base = { planId: row.planId, planName: row.planName }
    if (row.annualGbp !== row.monthlyGbp * 12) {
      out.push({
        ...base,
        subject: `annual:${book.id}:${row.planId}`,
        kind: 'annual',
        target: { collection: 'price-books', id: book.id, title: book.title },
        paths: [],
        expected: `${gbp(row.monthlyGbp * 12)} a year (12 × ${gbp(row.monthlyGbp)})`,
        actual: `${gbp(row.annualGbp)} a year`,
        signature: `${row.monthlyGbp}|${row.annualGbp}`,
      })
    }
    for (const calculator of calculators) {
      const shown = pairings.filter((p) => p.bookId === book.id && p.calculatorId === calculator.id)
      const pkg = packageFor(calculator, row.planName)
      if (shown.length === 0 || !pkg) continue
      const multiplier = shown[0].multiplier
      if (currenciesThatDiffer(row, pkg, settings, multiplier).length === 0) continue
      out.push({
        ...base,
        subject: `calculator:${calculator.id}:${pkg.key}`,
        kind: 'calculator',
        target: { collection: 'calculators', id: calculator.id, title: calculator.title },
        paths: [...new Set(shown.map((p) => p.path))],
        expected: inEvery((c) => cardMonthly(row.monthlyGbp, c, settings, multiplier), settings),
        actual: inEvery((c) => pkg.prices[c], settings),
        signature: `${row.monthlyGbp}|${CURRENCIES.map((c) => pkg.prices[c]).join(',')}`,
      })
    }
    for (const other of books) {
      if (other.id === book.id) continue
      const theirs = other.rows.find((r) => r.planId === row.planId)
      if (!theirs || theirs.monthlyGbp === row.monthlyGbp) continue
      out.push({
        ...base,
        subject: `book:${other.id}:${row.planId}`,
        kind: 'book',
        target: { collection: 'price-books', id: other.id, title: other.title },
        paths: [],
        expected: `${gbp(row.monthlyGbp)} a month`,
        actual: `${gbp(theirs.monthlyGbp)} a month`,
        signature: `${row.monthlyGbp}|${theirs.monthlyGbp}`,
      })
    }
  }
  return out
}

/** One calculator package that disagrees with the plan card of the same name on a page. */
export interface PagePriceDisagreement {
  path: string
  planName: string
  book: string
  calculator: string
  subject: string
  signature: string
  currencies: Array<{ currency: Currency; card: string; calculator: string }>
}

/** Per page and currency: calculator packages that differ from the plan card of the same name. */
export function pagePriceDisagreements({
  books,
  calculators,
  pairings,
  settings,
}: PriceContext): PagePriceDisagreement[] {
  const byId = <T extends { id: number }>(list: T[], id: number) => list.find((x) => x.id === id)
  return pairings.flatMap((pairing) => {
    const book = byId(books, pairing.bookId)
    const calculator = byId(calculators, pairing.calculatorId)
    if (!book || !calculator) return []
    return book.rows.flatMap((row) => {
      const pkg = packageFor(calculator, row.planName)
      if (!pkg) return []
      const differ = currenciesThatDiffer(row, pkg, settings, pairing.multiplier)
      if (differ.length === 0) return []
      return [
        {
          path: pairing.path,
          planName: row.planName,
          book: book.title,
          calculator: calculator.title,
          subject: `calculator:${calculator.id}:${pkg.key}`,
          signature: `${row.monthlyGbp}|${CURRENCIES.map((c) => pkg.prices[c]).join(',')}`,
          currencies: differ.map((c) => ({
            currency: c,
            card: formatMoney(
              cardMonthly(row.monthlyGbp, c, settings, pairing.multiplier),
              c,
              settings.symbols,
            ),
            calculator: formatMoney(pkg.prices[c], c, settings.symbols),
          })),
        },
      ]
    })
  })
}

type Block = {
  blockType?: string
  priceBook?: unknown
  calculator?: unknown
  priceMultiplier?: number | null
}
const idOf = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : v && typeof v === 'object' ? (v as { id?: number }).id : undefined

/**
 * The price book and calculator pairs a page shows: a pricing section's own calculator, and any
 * ROI calculator block on the same page beside each pricing section.
 */
export function pairingsOf(path: string, layout: Block[]): Pairing[] {
  const sections = layout.filter((b) => b.blockType === 'pricingSection' && idOf(b.priceBook))
  const standalone = layout
    .filter((b) => b.blockType === 'roiCalculator')
    .flatMap((b) => idOf(b.calculator) ?? [])
  return sections.flatMap((s) => {
    const calculators = [
      ...new Set([...(idOf(s.calculator) ? [idOf(s.calculator)!] : []), ...standalone]),
    ]
    return calculators.map((calculatorId) => ({
      path,
      bookId: idOf(s.priceBook)!,
      calculatorId,
      multiplier: s.priceMultiplier ?? undefined,
    }))
  })
}
