/** Every page block's config, in the order the admin offers them. */
import type { Block } from 'payload'
import { AcademyBlock } from './Academy/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardsBlock } from './Cards/config'
import { ChecklistBlock } from './Checklist/config'
import { ContactBlock } from './Contact/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { ContentBlock } from './Content/config'
import { FaqBlock } from './Faq/config'
import { OnboardingWizardBlock } from './OnboardingWizard/config'
import { RedirectScreenBlock } from './RedirectScreen/config'
import { SchedulerBlock } from './Scheduler/config'
import { StatsBlock } from './Stats/config'
import { StoryTabsBlock } from './StoryTabs/config'
import { TeamBlock } from './Team/config'
import { TestimonialsBlock } from './Testimonials/config'
import { VideoBlock } from './Video/config'
import { SamplesBlock } from './Samples/config'
import { EmailCtaBlock } from './EmailCta/config'
import { HeroBlock } from './Hero/config'
import { LogoStripBlock } from './LogoStrip/config'
import { NumberedStepsBlock } from './NumberedSteps/config'
import { PricingSectionBlock } from './PricingSection/config'
import { RoiCalculatorBlock } from './RoiCalculator/config'
import { RetentionPeriodsBlock } from './RetentionPeriods/config'
import { PrivacyComplaintFormBlock } from './PrivacyComplaintForm/config'
import { FormBlock } from './Form/config'

/**
 * What every page block gets in the editor: its own thumbnail in the block picker
 * (public/blocks/<slug>.svg) and a row named after its content.
 */
const forEditors = (block: Block): Block => ({
  ...block,
  imageURL: `/blocks/${block.slug}.svg`,
  imageAltText: `A sketch of the ${String(block.labels?.singular ?? block.slug)} block`,
  admin: {
    ...block.admin,
    components: { ...block.admin?.components, Label: '/src/admin/BlockLabel#BlockLabel' },
  },
})

export const pageBlocks = [
  HeroBlock,
  LogoStripBlock,
  ContentBlock,
  VideoBlock,
  SamplesBlock,
  CallToActionBlock,
  StatsBlock,
  CardsBlock,
  StoryTabsBlock,
  TestimonialsBlock,
  TeamBlock,
  FaqBlock,
  ContactBlock,
  ChecklistBlock,
  SchedulerBlock,
  RedirectScreenBlock,
  CaseStudiesBlock,
  AcademyBlock,
  PricingSectionBlock,
  RoiCalculatorBlock,
  NumberedStepsBlock,
  RetentionPeriodsBlock,
  PrivacyComplaintFormBlock,
  FormBlock,
  EmailCtaBlock,
  OnboardingWizardBlock,
].map(forEditors)
