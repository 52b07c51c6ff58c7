import { Container, Section } from '@/components/ui/container'
import { BillingPeriodSwitch, CurrencySwitch, RoiCalculator } from '@/components/islands'
import { getCurrencySettings, resolveCalculator, resolvePriceBook } from '@/data/pricing'
import { getPreview } from '@/data/preview'
import { pagePricingSection } from '@/lib/calculator-prices'
import {
  offeredRows,
  toCalculatorDefaults,
  toCalculatorPackages,
  toPriceRows,
} from '@/lib/pricing-map'
import type { RoiCalculatorBlock as RoiCalculatorData } from '@/payload-types'
import type { BlockProps } from '../types'

/**
 * Priced from the price book of the page's pricing section, offering the plans it shows; on a page
 * without one, only packages with a pound override show.
 */
export async function RoiCalculatorBlock({
  block,
  isFirst,
  layout,
}: Omit<BlockProps<RoiCalculatorData>, 'path'>) {
  const preview = await getPreview()
  const section = pagePricingSection(layout)
  const pricing = section?.blockType === 'pricingSection' ? section : null
  const [settings, calculator, book] = await Promise.all([
    getCurrencySettings(preview),
    resolveCalculator(block.calculator, preview),
    resolvePriceBook(pricing?.priceBook, preview),
  ])
  const rows = book
    ? offeredRows(toPriceRows(book, Boolean(preview)), pricing?.showTeamsToggle)
    : null
  const packages = calculator
    ? toCalculatorPackages(
        calculator,
        { rows, multiplier: pricing?.priceMultiplier, settings },
        Boolean(preview),
      )
    : []
  if (!calculator || !packages.length) return null
  const Heading = isFirst ? 'h1' : 'h2'
  const headingId = `roi-${block.id ?? 'calculator'}`
  return (
    <Section aria-labelledby={headingId} className="bg-surface">
      <Container>
        <div className="mx-auto mb-8 max-w-3xl text-center">
          <Heading id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {block.heading}
          </Heading>
          {block.intro ? <p className="mt-4 text-lg text-muted">{block.intro}</p> : null}
          {block.showCurrencySwitch ? (
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <BillingPeriodSwitch />
              <CurrencySwitch
                symbols={settings.symbols}
                defaultCurrency={settings.defaultCurrency}
              />
            </div>
          ) : null}
        </div>
        <RoiCalculator
          packages={packages}
          defaults={toCalculatorDefaults(calculator)}
          symbols={settings.symbols}
          defaultCurrency={settings.defaultCurrency}
          anchor={`${headingId}-calculator`}
        />
      </Container>
    </Section>
  )
}
