import { describe, expect, it } from 'vitest'
import {
  POST_CATEGORIES,
  blogRoute,
  categoryFromSlug,
  categoryPath,
  formatPostDate,
  pickRelated,
  postPath,
} from '@/lib/blog'
import sharp from 'sharp'
import { Target } from 'lucide'
import { coverPng, portraitPng, portraitSvg } from '@seed/artwork'

describe('blog paths', () => {
  it('maps categories to their static filter pages and back', () => {
    for (const category of POST_CATEGORIES) {
      expect(categoryFromSlug(categoryPath(category).split('/').at(-1)!)).toBe(category)
    }
    expect(categoryPath('Sales')).toBe('/blog/category/sales')
    expect(categoryFromSlug('Sales')).toBeNull()
    expect(categoryFromSlug('gossip')).toBeNull()
    expect(postPath('clay-ai')).toBe('/blog/clay-ai')
  })

  it('formats dates the British way in UTC', () => {
    expect(formatPostDate('2025-06-17T00:00:00.000Z')).toBe('17 June 2025')
    expect(formatPostDate('2025-06-17T23:30:00.000Z')).toBe('17 June 2025')
  })
})

describe('blogRoute', () => {
  it('reads the index, a category and an article from the path', () => {
    expect(blogRoute(undefined)).toEqual({ kind: 'index' })
    expect(blogRoute([])).toEqual({ kind: 'index' })
    expect(blogRoute(['category', 'sales'])).toEqual({ kind: 'category', category: 'Sales' })
    expect(blogRoute(['clay-ai'])).toEqual({ kind: 'article', slug: 'clay-ai' })
  })

  it('is nothing for unknown categories and deeper paths', () => {
    expect(blogRoute(['category', 'gossip'])).toBeNull()
    expect(blogRoute(['category'])).toEqual({ kind: 'article', slug: 'category' })
    expect(blogRoute(['a', 'b'])).toBeNull()
    expect(blogRoute(['category', 'sales', 'x'])).toBeNull()
  })
})

describe('pickRelated', () => {
  const post = (id: number, category: string, publishedAt: string) => ({
    id,
    category,
    publishedAt,
  })
  it('returns up to three others of the same category, newest first', () => {
    const all = [
      post(1, 'Sales', '2025-01-01'),
      post(2, 'Sales', '2025-03-01'),
      post(3, 'Tools', '2025-04-01'),
      post(4, 'Sales', '2025-02-01'),
      post(5, 'Sales', '2025-05-01'),
      post(6, 'Sales', '2024-05-01'),
    ]
    expect(pickRelated(all[0], all).map((p) => p.id)).toEqual([5, 2, 4])
    expect(pickRelated(all[2], all)).toEqual([])
  })
})

describe('seeded imagery', () => {
  it('draws covers as 1200×630 PNGs, each its own drawing for its own key', async () => {
    const png = await coverPng({ key: 'sales-navigator', topic: 'Sales', icon: Target })
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    const other = await coverPng({ key: 'linkedin-events', topic: 'Sales', icon: Target })
    expect(other.equals(png)).toBe(false)
  }, 30_000)

  it('draws a different portrait for each of the first team members, 400×400', async () => {
    const drawings = [0, 1, 2].map(portraitSvg)
    expect(new Set(drawings).size).toBe(3)
    expect(await sharp(await portraitPng(1)).metadata()).toMatchObject({
      format: 'png',
      width: 400,
      height: 400,
    })
  })
})
