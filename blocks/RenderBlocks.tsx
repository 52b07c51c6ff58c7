import type { Page } from '@/payload-types'
import { CallToActionBlock } from './CallToAction/Component'
import { ContentBlock } from './Content/Component'
import { HeroBlock } from './Hero/Component'

type Block = NonNullable<Page['layout']>[number]

/** Renders a page's blocks in order. The first block owns the page's h1. */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block: Block, index) => {
        const key = block.id ?? index
        const isFirst = index === 0
        switch (block.blockType) {
          case 'hero':
            return <HeroBlock key={key} block={block} isFirst={isFirst} />
          case 'content':
            return <ContentBlock key={key} block={block} isFirst={isFirst} />
          case 'cta':
            return <CallToActionBlock key={key} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
