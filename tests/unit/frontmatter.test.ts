import { describe, expect, it } from 'vitest'
import { parseFrontmatter, requireFields } from '@/lib/frontmatter'
import { loadArticles, parseArticle } from '@seed/blog/articles'

describe('parseFrontmatter', () => {
  it('reads key: value pairs and returns the body after the closing fence', () => {
    const { data, body } = parseFrontmatter(
      '---\ntitle: Hello: a subtitle\nreadTime: 5 min read\n---\n\nFirst paragraph.\n\n## Heading\n',
    )
    expect(data).toEqual({ title: 'Hello: a subtitle', readTime: '5 min read' })
    expect(body).toBe('First paragraph.\n\n## Heading\n')
  })

  it('unquotes single- and double-quoted values', () => {
    const { data } = parseFrontmatter(
      `---\na: "Say \\"hi\\""\nb: 'It''s fine'\nc: "unbalanced\n---\n`,
    )
    expect(data).toEqual({ a: 'Say "hi"', b: "It's fine", c: '"unbalanced' })
  })

  it('handles Windows line endings, a byte-order mark, blank lines and comments', () => {
    const { data, body } = parseFrontmatter('\uFEFF---\r\ntitle: X\r\n\r\n# note\r\n---\r\nBody')
    expect(data).toEqual({ title: 'X' })
    expect(body).toBe('Body')
  })

  it('leaves a document without front matter untouched', () => {
    expect(parseFrontmatter('Just text\n---\n')).toEqual({ data: {}, body: 'Just text\n---\n' })
  })

  it('rejects an unclosed block and a line that is not key: value', () => {
    expect(() => parseFrontmatter('---\ntitle: X\nBody')).toThrow(/never closed/)
    expect(() => parseFrontmatter('---\njust words\n---\n')).toThrow(/line 2/)
  })

  it('requireFields names the missing keys', () => {
    expect(() =>
      requireFields({ title: 'X', date: '' }, ['title', 'date', 'category'], 'a.md'),
    ).toThrow('a.md: front matter is missing date, category')
  })
})

describe('seed articles', () => {
  const articles = loadArticles()

  it('are the thirteen articles at their fixed slugs', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(
      [
        'linkedin-events-engagement',
        'linkedin-event-arbitrage',
        'linkedin-outreach-vs-paid-ads',
        'clay-ai',
        'thought-leadership-trends',
        'linkedin-vs-cold-email',
        'linkedin-vs-cold-calling',
        'linkedin-copywriting',
        'social-selling',
        'sdr-failures',
        'linkedin-newsletters',
        'linkedin-events',
        'sales-navigator',
      ].sort(),
    )
  })

  it('each has every field, a real category, a date and a full body with headings and lists', () => {
    for (const article of articles) {
      expect(article.title.length).toBeGreaterThan(10)
      expect(article.excerpt.length).toBeGreaterThan(40)
      expect(article.readTime).toMatch(/^\d+ min read$/)
      expect(article.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/)
      expect(article.body.split(/\s+/).length).toBeGreaterThanOrEqual(700)
      expect(article.body).toMatch(/^## /m)
      expect(article.body).toMatch(/^(- |\d+\. )/m)
      expect(article.body.startsWith('---')).toBe(false)
    }
  })

  it('parseArticle rejects an unknown category or a malformed date', () => {
    const md = (category: string, date: string) =>
      `---\ntitle: T\nexcerpt: E\ncategory: ${category}\nreadTime: 1 min read\ndate: ${date}\n---\nBody`
    expect(() => parseArticle('x', md('Gossip', '2025-01-01'))).toThrow(/unknown category/)
    expect(() => parseArticle('x', md('Sales', '1 Jan 2025'))).toThrow(/YYYY-MM-DD/)
    expect(parseArticle('x', md('Sales', '2025-01-01')).category).toBe('Sales')
  })
})
