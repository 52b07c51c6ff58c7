import { describe, expect, it } from 'vitest'
import { mediaSrc } from '@/lib/media-src'

describe('mediaSrc', () => {
  it('keeps a path as it is', () => {
    expect(mediaSrc('/api/media/file/a.png')).toBe('/api/media/file/a.png')
  })

  it('turns an absolute upload URL into its path (and query)', () => {
    expect(mediaSrc('http://127.0.0.1:3000/api/media/file/a-768x432.png?v=2')).toBe(
      '/api/media/file/a-768x432.png?v=2',
    )
  })

  it('gives null for a missing or unusable URL', () => {
    expect(mediaSrc(undefined)).toBeNull()
    expect(mediaSrc('')).toBeNull()
    expect(mediaSrc('not a url')).toBeNull()
  })
})
