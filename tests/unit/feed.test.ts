import { describe, expect, it } from 'vitest'
import { articleJsonLd, jsonLdScript } from '@/lib/json-ld'
import { buildRss, rfc822 } from '@/lib/rss'
import { escapeXml } from '@/lib/xml'

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    )
  })
})

describe('buildRss', () => {
  const channel = {
    title: 'Leadpilot blog',
    link: 'https://leadpilot.example/blog',
    description: 'Guides',
    selfUrl: 'https://leadpilot.example/blog/rss.xml',
    language: 'en-GB',
  }
  const items = [
    {
      title: 'Outreach & ads <compared>',
      link: 'https://leadpilot.example/blog/a',
      description: 'Cost per meeting',
      pubDate: '2025-05-20T00:00:00.000Z',
      category: 'Strategy',
      author: 'Hannah Crossley',
    },
    {
      title: 'Newer',
      link: 'https://leadpilot.example/blog/b',
      description: 'More',
      pubDate: '2026-01-20T00:00:00.000Z',
    },
  ]
  const xml = buildRss(channel, items)

  it('is an RSS 2.0 document with the channel fields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<title>Leadpilot blog</title>')
    expect(xml).toContain('<link>https://leadpilot.example/blog</link>')
    expect(xml).toContain('<description>Guides</description>')
    expect(xml).toContain('<lastBuildDate>Tue, 20 Jan 2026 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain(
      '<atom:link href="https://leadpilot.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    )
  })

  it('writes each item with an escaped title, a permalink guid and an RFC 822 date', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2)
    expect(xml).toContain('<title>Outreach &amp; ads &lt;compared&gt;</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://leadpilot.example/blog/a</guid>')
    expect(xml).toContain('<pubDate>Tue, 20 May 2025 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Hannah Crossley</dc:creator>')
    expect(xml).not.toContain('<category>undefined')
  })

  it('rfc822 formats in GMT', () => {
    expect(rfc822('2025-06-17T09:30:00Z')).toBe('Tue, 17 Jun 2025 09:30:00 GMT')
  })
})

describe('Article JSON-LD', () => {
  const data = articleJsonLd({
    url: 'https://leadpilot.example/blog/a',
    headline: 'Headline',
    description: 'Description',
    datePublished: '2025-05-20T00:00:00.000Z',
    dateModified: '2025-06-01T00:00:00.000Z',
    author: { name: 'Hannah Crossley', jobTitle: 'LinkedIn Marketing Expert' },
    images: ['https://leadpilot.example/api/media/file/a.png'],
    publisher: { name: 'Leadpilot', url: 'https://leadpilot.example' },
    section: 'Sales',
  })

  it('has the schema.org Article fields', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Headline',
      description: 'Description',
      datePublished: '2025-05-20T00:00:00.000Z',
      dateModified: '2025-06-01T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Hannah Crossley', jobTitle: 'LinkedIn Marketing Expert' },
      image: ['https://leadpilot.example/api/media/file/a.png'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://leadpilot.example/blog/a' },
    })
  })

  it('serialises for a script element without a way to close it, and parses back', () => {
    const hostile = { headline: '</script><script>alert(1)</script>' }
    const text = jsonLdScript(hostile)
    expect(text).not.toContain('</script')
    expect(JSON.parse(text)).toEqual(hostile)
  })
})
