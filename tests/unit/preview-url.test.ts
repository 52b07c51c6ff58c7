import { describe, expect, it } from 'vitest'
import { previewUrl, sitePath } from '@/lib/preview-url'

const origin = 'https://www.example.com'

describe('sitePath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(sitePath('/blog/sales-navigator?x=1#top', origin)).toBe('/blog/sales-navigator?x=1#top')
    expect(sitePath('/a/../pricing', origin)).toBe('/pricing')
  })

  it('refuses anything a browser would take to another site', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/a/..//evil.example',
    ]) {
      expect(sitePath(path, origin), path).toBeUndefined()
    }
  })
})

describe('previewUrl', () => {
  it('previews the public path of a document, or says it has no slug yet', () => {
    expect(previewUrl('sales-navigator', (slug) => `/blog/${slug}`)).toBe(
      '/next/preview?path=%2Fblog%2Fsales-navigator',
    )
    expect(previewUrl('  ', (slug) => `/${slug}`)).toBe('/next/preview?missing=slug')
  })
})
