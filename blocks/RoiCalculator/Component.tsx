import { Container, Section } from '@/components/ui/container'
import { BillingPeriodSwitch, CurrencySwitch, RoiCalculator } from '@/components/islands'
import { getCurrencySettings, resolveCalculator } from '@/data/pricing'
import { getPreview } from '@/data/preview'
import { toCalculatorDefaults, toCalculatorPackages } from '@/lib/pricing-map'
import type { RoiCalculatorBlock as RoiCalculatorData } from '@/payload-types'

export async function RoiCalculatorBlock({
  block,
  isFirst,
}: {
  block: RoiCalculatorData
  isFirst?: boolean
}) {
  const preview = await getPreview()
  const [settings, calculator] = await Promise.all([
    getCurrencySettings(preview),
    resolveCalculator(block.calculator, preview),
  ])
  const packages = calculator ? toCalculatorPackages(calculator) : []
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
