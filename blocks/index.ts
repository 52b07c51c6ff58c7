/** Every page block's config, in the order the admin offers them. */
import { CallToActionBlock } from './CallToAction/config'
import { CardsBlock } from './Cards/config'
import { ChecklistBlock } from './Checklist/config'
import { ContactBlock } from './Contact/config'
import { ContentBlock } from './Content/config'
import { FaqBlock } from './Faq/config'
import { HeroBlock } from './Hero/config'
import { OnboardingWizardBlock } from './OnboardingWizard/config'
import { RedirectScreenBlock } from './RedirectScreen/config'
import { SchedulerBlock } from './Scheduler/config'
import { StatsBlock } from './Stats/config'
import { StoryTabsBlock } from './StoryTabs/config'
import { TeamBlock } from './Team/config'
import { TestimonialsBlock } from './Testimonials/config'

export const pageBlocks = [
  HeroBlock,
  ContentBlock,
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
  OnboardingWizardBlock,
]
