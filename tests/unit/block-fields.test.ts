import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@blocks/index'
import { CardsBlock } from '@blocks/Cards/config'
import { FaqBlock } from '@blocks/Faq/config'
import { PricingSectionBlock } from '@blocks/PricingSection/config'

type Named = Field & { name: string; label?: unknown; validate?: (value: unknown) => unknown }

/** The named field of a block, looking inside rows. */
function field(block: Pick<Block, 'fields'>, name: string): Named | undefined {
  for (const f of block.fields) {
    if ('name' in f && f.name === name) return f as Named
    if (f.type === 'row') {
      const inRow = field(f, name)
      if (inRow) return inRow
    }
  }
}

describe('block field labels', () => {
  it('are those of the block config, unchanged on the way to the page editor', () => {
    const offered = pageBlocks.find((b) => b.slug === PricingSectionBlock.slug)!
    expect(offered.fields).toBe(PricingSectionBlock.fields)
    expect(field(PricingSectionBlock, 'planButtonHref')?.label).toBe('Plan buttons go to')
  })

  it.each([CardsBlock, FaqBlock, PricingSectionBlock])(
    'the $slug block names its section link and explains a bad one the same way',
    (block) => {
      const anchor = field(block, 'anchor')!
      expect(anchor.label).toBe('Section link name')
      expect(anchor.validate!('pricing-2')).toBe(true)
      expect(anchor.validate!('2-pricing')).toBe(
        'Use lower-case letters, numbers and hyphens, starting with a letter.',
      )
    },
  )
})
