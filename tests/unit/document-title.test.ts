import { describe, expect, it } from 'vitest'
import { documentTitle } from '@/lib/share'

describe('documentTitle', () => {
  it('lets the layout add the brand to a plain title', () => {
    expect(documentTitle('Pricing')).toBe('Pricing')
  })

  it('keeps a title written whole (ending in "| name") as it is, so the brand never shows twice', () => {
    expect(documentTitle('Case studies | Leadpilot Agency')).toEqual({
      absolute: 'Case studies | Leadpilot Agency',
    })
    expect(documentTitle('Pricing | Leadpilot')).toEqual({ absolute: 'Pricing | Leadpilot' })
    expect(documentTitle('Pricing |Leadpilot')).toEqual({ absolute: 'Pricing |Leadpilot' })
  })

  it('adds the brand to a title with a bar inside a word run but not before a name', () => {
    expect(documentTitle('A|B testing for outreach')).toBe('A|B testing for outreach')
  })
})
