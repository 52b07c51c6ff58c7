import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { CallToActionBlock } from './CallToAction/Component'
import { ContentBlock } from './Content/Component'
import { EmailCtaBlock } from './EmailCta/Component'
import { HeroBlock } from './Hero/Component'
import { NumberedStepsBlock } from './NumberedSteps/Component'
import { PricingSectionBlock } from './PricingSection/Component'
import { RoiCalculatorBlock } from './RoiCalculator/Component'

type Block = NonNullable<Page['layout']>[number]
type BlockProps<T> = { block: T; isFirst: boolean }
type Renderers = {
  [K in Block['blockType']]: ComponentType<BlockProps<Extract<Block, { blockType: K }>>>
}

/** The component that renders each block type (its field config is `blocks/<Name>/config.ts`). */
const renderers: Renderers = {
  hero: HeroBlock,
  content: ContentBlock,
  cta: CallToActionBlock,
  pricingSection: PricingSectionBlock,
  roiCalculator: RoiCalculatorBlock,
  numberedSteps: NumberedStepsBlock,
  emailCta: EmailCtaBlock,
}

/** Renders a page's blocks in order. The first block owns the page's h1. */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = renderers[block.blockType] as ComponentType<BlockProps<Block>>
        return <Component key={block.id ?? index} block={block} isFirst={index === 0} />
      })}
    </>
  )
}
