import { describe, expect, it } from 'vitest'
import {
  POST_CATEGORIES,
  blogPathsToRefresh,
  categoryFromSlug,
  categoryPath,
  formatPostDate,
  pickRelated,
  postPath,
} from '@/lib/blog'
import { coverSvg, wrapWords } from '@seed/blog/covers'

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

describe('blogPathsToRefresh', () => {
  const live = { slug: 'a', category: 'Sales', _status: 'published' as const }
  const common = ['/blog', '/blog/rss.xml']

  it('publishing refreshes the article, its category, the index and the feed', () => {
    expect(blogPathsToRefresh({ ...live, _status: 'draft' }, live).sort()).toEqual(
      [...common, '/blog/a', '/blog/category/sales'].sort(),
    )
  })

  it('a move to another slug and category refreshes the old and the new addresses', () => {
    const moved = { slug: 'b', category: 'Tools', _status: 'published' as const }
    expect(blogPathsToRefresh(live, moved).sort()).toEqual(
      [...common, '/blog/a', '/blog/b', '/blog/category/sales', '/blog/category/tools'].sort(),
    )
  })

  it('unpublishing refreshes where it was; drafts that never went live refresh nothing', () => {
    expect(blogPathsToRefresh(live, { ...live, _status: 'draft' }).sort()).toEqual(
      [...common, '/blog/a', '/blog/category/sales'].sort(),
    )
    expect(blogPathsToRefresh(undefined, { ...live, _status: 'draft' })).toEqual([])
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

describe('cover images', () => {
  it('wraps titles on spaces within the line length', () => {
    expect(wrapWords('Getting the Most from LinkedIn Sales Navigator', 20)).toEqual([
      'Getting the Most',
      'from LinkedIn Sales',
      'Navigator',
    ])
    expect(wrapWords('Supercalifragilistic word', 5)).toEqual(['Supercalifragilistic', 'word'])
  })

  it('escapes the title in the SVG', () => {
    const svg = coverSvg('Q&A: <Outreach> vs "ads"', 'Sales')
    expect(svg).toContain('Q&amp;A: &lt;Outreach&gt; vs &quot;ads&quot;')
    expect(svg).toContain('SALES')
  })
})
