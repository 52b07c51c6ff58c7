import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { AcademyBlock } from './Academy/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CardsBlock } from './Cards/Component'
import { ChecklistBlock } from './Checklist/Component'
import { ContactBlock } from './Contact/Component'
import { CaseStudiesBlock } from './CaseStudies/Component'
import { ContentBlock } from './Content/Component'
import { FaqBlock } from './Faq/Component'
import { OnboardingWizardBlock } from './OnboardingWizard/Component'
import { RedirectScreenBlock } from './RedirectScreen/Component'
import { SchedulerBlock } from './Scheduler/Component'
import { StatsBlock } from './Stats/Component'
import { StoryTabsBlock } from './StoryTabs/Component'
import { TeamBlock } from './Team/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { VideoBlock } from './Video/Component'
import { SamplesBlock } from './Samples/Component'
import { EmailCtaBlock } from './EmailCta/Component'
import { HeroBlock } from './Hero/Component'
import { LogoStripBlock } from './LogoStrip/Component'
import { NumberedStepsBlock } from './NumberedSteps/Component'
import { PricingSectionBlock } from './PricingSection/Component'
import { RoiCalculatorBlock } from './RoiCalculator/Component'
import { RetentionPeriodsBlock } from './RetentionPeriods/Component'
import { PrivacyComplaintFormBlock } from './PrivacyComplaintForm/Component'
import { FormBlock } from './Form/Component'
import type { BlockProps } from './types'

type Block = NonNullable<Page['layout']>[number]
type Renderers = {
  [K in Block['blockType']]: ComponentType<BlockProps<Extract<Block, { blockType: K }>>>
}

/** The component that renders each block type (its field config is `blocks/<Name>/config.ts`). */
const renderers: Renderers = {
  hero: HeroBlock,
  logoStrip: LogoStripBlock,
  content: ContentBlock,
  cta: CallToActionBlock,
  video: VideoBlock,
  samples: SamplesBlock,
  stats: StatsBlock,
  cards: CardsBlock,
  storyTabs: StoryTabsBlock,
  testimonials: TestimonialsBlock,
  team: TeamBlock,
  faq: FaqBlock,
  contact: ContactBlock,
  checklist: ChecklistBlock,
  scheduler: SchedulerBlock,
  redirectScreen: RedirectScreenBlock,
  caseStudies: CaseStudiesBlock,
  academy: AcademyBlock,
  pricingSection: PricingSectionBlock,
  roiCalculator: RoiCalculatorBlock,
  numberedSteps: NumberedStepsBlock,
  emailCta: EmailCtaBlock,
  onboardingWizard: OnboardingWizardBlock,
  retentionPeriods: RetentionPeriodsBlock,
  privacyComplaintForm: PrivacyComplaintFormBlock,
  form: FormBlock,
}

/** Renders a page's blocks in order. The first block owns the page's h1. */
export function RenderBlocks({ blocks, path }: { blocks: Page['layout']; path: string }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = renderers[block.blockType] as ComponentType<BlockProps<Block>>
        return (
          <Component
            key={block.id ?? index}
            block={block}
            isFirst={index === 0}
            path={path}
            layout={blocks}
          />
        )
      })}
    </>
  )
}
