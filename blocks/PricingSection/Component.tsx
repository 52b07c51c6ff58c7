import { Container, Section } from '@/components/ui/container'
import { CommissionExamples } from '@/components/pricing/CommissionExamples'
import { PlanCard } from '@/components/pricing/PlanCard'
import {
  BillingPeriodSwitch,
  CurrencySwitch,
  PlanModelSwitch,
  PricingStateProvider,
  RoiCalculator,
  TeamsOnly,
  ViewPanel,
  ViewToggle,
} from '@/components/islands'
import { getCurrencySettings, resolveCalculator, resolvePriceBook } from '@/data/pricing'
import { getPreview } from '@/data/preview'
import {
  offeredRows,
  toCalculatorDefaults,
  toCalculatorPackages,
  toPriceRows,
} from '@/lib/pricing-map'
import { planCardView } from '@/lib/pricing-view'
import type { PricingSectionBlock as PricingSectionData } from '@/payload-types'

export async function PricingSectionBlock({
  block,
  isFirst,
}: {
  block: PricingSectionData
  isFirst?: boolean
}) {
  const preview = await getPreview()
  const [settings, book, calculator] = await Promise.all([
    getCurrencySettings(preview),
    resolvePriceBook(block.priceBook, preview),
    resolveCalculator(block.calculator, preview),
  ])
  if (!book) return null

  const rows = toPriceRows(book, Boolean(preview))
  const plans = rows.map((row) =>
    planCardView(row, settings, {
      multiplier: block.priceMultiplier,
      commissionPercent: block.showCommission ? (block.commissionPercent ?? 20) : null,
    }),
  )
  const visible = block.showTeamsToggle ? plans : plans.filter((plan) => !plan.teamsOnly)
  const packages = calculator
    ? toCalculatorPackages(
        calculator,
        {
          rows: offeredRows(rows, block.showTeamsToggle),
          multiplier: block.priceMultiplier,
          settings,
        },
        Boolean(preview),
      )
    : []
  const withCalculator = calculator && packages.length > 0
  const toggle = withCalculator && block.calculatorPlacement !== 'below'
  const prefix = `pricing-${block.id ?? 'section'}`
  const Heading = isFirst ? 'h1' : 'h2'
  // Plan names and the calculator's heading sit one level below the section's heading.
  const SubHeading = isFirst ? 'h2' : 'h3'

  const calculatorView = withCalculator ? (
    <RoiCalculator
      packages={packages}
      defaults={toCalculatorDefaults(calculator)}
      symbols={settings.symbols}
      defaultCurrency={settings.defaultCurrency}
      anchor={`${prefix}-calculator`}
    />
  ) : null

  const cards = (
    <>
      <div className="mt-10 flex flex-wrap justify-center gap-6">
        {visible.map((plan) => {
          const card = (
            <PlanCard
              key={plan.key}
              plan={plan}
              idPrefix={prefix}
              buttonLabel={block.planButtonLabel}
              buttonHref={block.planButtonHref}
              headingLevel={SubHeading}
            />
          )
          return plan.teamsOnly ? <TeamsOnly key={plan.key}>{card}</TeamsOnly> : card
        })}
      </div>
      {block.showCommission ? (
        <CommissionExamples
          id={`${prefix}-commission`}
          headings={{
            monthly: block.commissionHeading || 'Your Monthly Commission Examples',
            annual: block.commissionHeadingAnnual || 'Your Annual Commission Examples',
          }}
          plans={visible.filter((plan) => !plan.teamsOnly)}
        />
      ) : null}
    </>
  )

  return (
    <Section id={block.anchor || undefined} aria-labelledby={`${prefix}-heading`}>
      <Container>
        <PricingStateProvider defaultCurrency={settings.defaultCurrency}>
          <div className="mx-auto max-w-3xl text-center">
            <Heading
              id={`${prefix}-heading`}
              className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
            >
              {block.heading}
            </Heading>
            {block.intro ? (
              <p className="mt-4 text-lg text-pretty text-muted">{block.intro}</p>
            ) : null}
          </div>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {block.showTeamsToggle ? <PlanModelSwitch /> : null}
            <BillingPeriodSwitch />
            <CurrencySwitch symbols={settings.symbols} defaultCurrency={settings.defaultCurrency} />
            {toggle ? <ViewToggle controls={`${prefix}-plans ${prefix}-roi`} /> : null}
          </div>

          {toggle ? (
            <>
              <ViewPanel view="plans" id={`${prefix}-plans`}>
                {cards}
              </ViewPanel>
              <ViewPanel view="roi" id={`${prefix}-roi`}>
                <SubHeading className="mt-10 mb-6 text-center text-2xl font-bold">
                  {block.calculatorHeading || 'Calculate your return on investment'}
                </SubHeading>
                {calculatorView}
              </ViewPanel>
            </>
          ) : (
            <>
              {cards}
              {calculatorView ? (
                <div className="mt-16">
                  <SubHeading className="mb-6 text-center text-2xl font-bold">
                    {block.calculatorHeading || 'Calculate your return on investment'}
                  </SubHeading>
                  {calculatorView}
                </div>
              ) : null}
            </>
          )}
        </PricingStateProvider>
      </Container>
    </Section>
  )
}
