import { describe, expect, it } from 'vitest'
import { offerEndsLater, offerHasEnded } from '@/lib/offers'

// 31 October 2026 23:59 in London is 23:59 UTC: summer time ended on the 25th.
const END = '2026-10-31T23:59:00.000Z'

describe('offer end', () => {
  it('a page without an end date never ends', () => {
    expect(offerHasEnded(null)).toBe(false)
    expect(offerHasEnded({ endsAt: null })).toBe(false)
    expect(offerEndsLater({ endsAt: null })).toBe(false)
  })

  it('runs until the end minute and has ended from it on', () => {
    expect(offerHasEnded({ endsAt: END }, Date.parse('2026-10-31T23:58:59Z'))).toBe(false)
    expect(offerEndsLater({ endsAt: END }, Date.parse('2026-10-31T23:58:59Z'))).toBe(true)
    expect(offerHasEnded({ endsAt: END }, Date.parse('2026-10-31T23:59:00Z'))).toBe(true)
    expect(offerHasEnded({ endsAt: END }, Date.parse('2026-11-23T12:00:00Z'))).toBe(true)
    expect(offerEndsLater({ endsAt: END }, Date.parse('2026-11-23T12:00:00Z'))).toBe(false)
  })
})
