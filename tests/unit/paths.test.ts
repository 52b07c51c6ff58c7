import { describe, expect, it } from 'vitest'
import { blogRoute } from '@/lib/blog'
import { decodedSegments, slugFromSegments } from '@/lib/paths'

describe('catch-all segments', () => {
  it('decodes what Next.js hands a page component, percent-encoded, once', () => {
    expect(decodedSegments(['pricing', '%25', 'caf%C3%A9', '%2525'])).toEqual([
      'pricing',
      '%',
      'café',
      '%25',
    ])
    expect(decodedSegments(undefined)).toBeUndefined()
  })

  it('leaves a segment that was decoded already, as generateMetadata and route handlers get it, as it is', () => {
    expect(decodedSegments(['%', '100%', '%zz'])).toEqual(['%', '100%', '%zz'])
  })

  it('reads decoded segments without decoding them again: a percent sign is never an error', () => {
    expect(slugFromSegments(['%'])).toBe('%')
    expect(slugFromSegments(['%25'])).toBe('%25')
    expect(slugFromSegments(['solutions', 'sales'])).toBe('solutions/sales')
    expect(slugFromSegments(undefined)).toBe('home')
    expect(blogRoute(['%'])).toEqual({ kind: 'article', slug: '%' })
    expect(blogRoute(['%25'])).toEqual({ kind: 'article', slug: '%25' })
    expect(blogRoute(['category', '%'])).toBeNull()
  })
})
