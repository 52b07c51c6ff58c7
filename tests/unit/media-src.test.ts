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
      avifSrcSet: null,
      width: 1200,
      height: 675,
    })
  })

  it('lists the AVIF sizes apart, for a <source> of their own, and keeps them out of the srcset', () => {
    const avif = (name: string, width: number, height: number) => ({
      url: `/api/media/file/${name}.avif`,
      width,
      height,
      mimeType: 'image/avif',
    })
    const image = responsiveImage({
      ...upload,
      sizes: {
        ...upload.sizes,
        wideAvif: avif('study-1200x675', 1200, 675),
        thumbnailAvif: avif('study-400x225', 400, 225),
        ogAvif: avif('study-1200x630', 1200, 630),
      },
    })
    expect(image?.srcSet).toBe(responsiveImage(upload)?.srcSet)
    expect(image?.avifSrcSet).toBe(
      '/api/media/file/study-400x225.avif 400w, /api/media/file/study-1200x675.avif 1200w',
    )
  })

  it('offers no AVIF for a GIF or WebP upload, which may be animated', () => {
    for (const mimeType of ['image/gif', 'image/webp']) {
      const image = responsiveImage({
        ...upload,
        mimeType,
        sizes: {
          ...upload.sizes,
          cardAvif: {
            url: '/api/media/file/study-768x432.avif',
            width: 768,
            height: 432,
            mimeType: 'image/avif',
          },
        },
      })
      expect(image?.avifSrcSet).toBeNull()
    }
  })

  it('falls back to the original when no size was made (an image smaller than every size)', () => {
    const small = { url: '/api/media/file/logo.png', width: 300, height: 80, sizes: {} }
    expect(responsiveImage(small)).toEqual({
      src: '/api/media/file/logo.png',
      srcSet: '/api/media/file/logo.png 300w',
      avifSrcSet: null,
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
