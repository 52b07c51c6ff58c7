import { describe, expect, it } from 'vitest'
import { mediaSrc, responsiveImage } from '@/lib/media-src'

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

describe('responsiveImage', () => {
  const upload = {
    url: 'http://127.0.0.1:3000/api/media/file/study.png',
    width: 1200,
    height: 675,
    sizes: {
      thumbnail: { url: '/api/media/file/study-400x225.webp', width: 400, height: 225 },
      card: { url: '/api/media/file/study-768x432.webp', width: 768, height: 432 },
      wide: { url: null, width: null, height: null },
      og: { url: '/api/media/file/study-1200x630.png', width: 1200, height: 630 },
    },
  }

  it('lists the original and every size of the same proportions Payload made, narrowest first', () => {
    expect(responsiveImage(upload)).toEqual({
      src: '/api/media/file/study-768x432.webp',
      srcSet:
        '/api/media/file/study-400x225.webp 400w, /api/media/file/study-768x432.webp 768w, /api/media/file/study.png 1200w',
      width: 1200,
      height: 675,
    })
  })

  it('falls back to the original when no size was made (an image smaller than every size)', () => {
    const small = { url: '/api/media/file/logo.png', width: 300, height: 80, sizes: {} }
    expect(responsiveImage(small)).toEqual({
      src: '/api/media/file/logo.png',
      srcSet: '/api/media/file/logo.png 300w',
      width: 300,
      height: 80,
    })
  })

  it('gives null for an upload without a file or dimensions', () => {
    expect(responsiveImage(null)).toBeNull()
    expect(responsiveImage({ url: '/a.png', width: null, height: 10 })).toBeNull()
    expect(responsiveImage({ url: null, width: 10, height: 10 })).toBeNull()
  })
})
