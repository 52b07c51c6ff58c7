/** Every page block's config, in the order the admin offers them. */
import { CallToActionBlock } from './CallToAction/config'
import { ContentBlock } from './Content/config'
import { EmailCtaBlock } from './EmailCta/config'
import { HeroBlock } from './Hero/config'
import { NumberedStepsBlock } from './NumberedSteps/config'
import { PricingSectionBlock } from './PricingSection/config'
import { RoiCalculatorBlock } from './RoiCalculator/config'

export const pageBlocks = [
  HeroBlock,
  ContentBlock,
  CallToActionBlock,
  PricingSectionBlock,
  RoiCalculatorBlock,
  NumberedStepsBlock,
  EmailCtaBlock,
]
