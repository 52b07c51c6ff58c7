import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { caseStudies as seededStudies } from '@seed/case-studies'
import { parseSearchQuery } from '@/lib/search'
import { lexicalParagraph } from '../support/lexical'
import { testPayload } from './payload'

process.env.TRUST_PROXY = '1'
process.env.SEARCH_RATE_LIMIT = '5'

let payload: Payload
let GET: (request: Request) => Promise<Response>
let searchSite: typeof import('@/data/search').searchSite
let indexExistingContent: typeof import('@collections/Search/backfill').indexExistingContent
let author: number

/** Nothing here is a page on a running site: no revalidation. */
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  ;({ GET } = await import('@/app/(site)/api/site-search/route'))
  ;({ searchSite } = await import('@/data/search'))
  ;({ indexExistingContent } = await import('@collections/Search/backfill'))
  author = (await payload.find({ collection: 'authors', limit: 1, depth: 0 })).docs[0].id
})

/** A word no seeded document holds, so a search for it finds only what a test made. */
let n = 0
const word = () => `zorblax${++n}${Date.now().toString(36)}`

async function find(query: string, limit = 20) {
  const parsed = parseSearchQuery(query)
  if (!parsed.ok) throw new Error(parsed.message)
  return searchSite(parsed.text, parsed.terms, { limit })
}
const paths = async (query: string) => (await find(query)).results.map((r) => r.path)

function post(title: string, body: string, status: 'published' | 'draft' = 'published') {
  const slug = `search-${word()}`
  return payload.create({
    collection: 'posts',
    data: {
      title,
      slug,
      excerpt: `An article about ${title.toLowerCase()}.`,
      category: 'Sales',
      author,
      readTime: '4 min read',
      body: lexicalParagraph(body),
      _status: status,
    },
    draft: status === 'draft',
    context,
  })
}

describe('the search index', () => {
  it('holds every seeded article and case study, each at its public path', async () => {
    const { totalDocs: posts } = await payload.count({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
    })
    const entries = async (collection: string) =>
      (
        await payload.find({
          collection: 'search',
          where: { 'doc.relationTo': { equals: collection }, path: { exists: true } },
          pagination: false,
          depth: 0,
        })
      ).docs
    expect(posts).toBeGreaterThanOrEqual(13)
    expect((await entries('posts')).length).toBe(posts)
    const studies = await entries('case-studies')
    expect(studies.length).toBeGreaterThanOrEqual(seededStudies.length)
    for (const entry of studies) {
      expect(entry.path).toMatch(/^\/(case-studies|non-profit-case-studies)#case-study-\d+$/)
      expect(entry.kind).toBe('Case study')
    }
    expect((await entries('pages')).map((e) => e.path)).toEqual(
      expect.arrayContaining(['/', '/pricing-overview', '/case-studies']),
    )
  })

  it('the one-off index fills an empty index with what exists, and a second run changes nothing', async () => {
    const before = await payload.count({ collection: 'search' })
    const sample = await find('linkedin')
    await payload.delete({ collection: 'search', where: { id: { exists: true } } })
    expect((await find('linkedin')).total).toBe(0)
    expect(await indexExistingContent(payload)).toBe(before.totalDocs)
    expect(await indexExistingContent(payload)).toBe(0)
    expect((await find('linkedin')).results).toEqual(sample.results)
  })
})

describe('publishing and search', () => {
  it('a published article appears; unpublished, it is gone; published again, back', async () => {
    const w = word()
    const doc = await post(`Cadence for ${w} campaigns`, 'Send fewer messages.')
    expect(await find(w)).toMatchObject({
      total: 1,
      results: [
        { title: `Cadence for ${w} campaigns`, type: 'Article', path: `/blog/${doc.slug}` },
      ],
    })
    await payload.update({ collection: 'posts', id: doc.id, data: { _status: 'draft' }, context })
    expect(await paths(w)).toEqual([])
    await payload.update({
      collection: 'posts',
      id: doc.id,
      data: { _status: 'published' },
      context,
    })
    expect(await paths(w)).toEqual([`/blog/${doc.slug}`])
  })

  it('a deleted article is gone', async () => {
    const w = word()
    const doc = await post(`Deleting ${w}`, 'Body.')
    expect(await paths(w)).toHaveLength(1)
    await payload.delete({ collection: 'posts', id: doc.id, context })
    expect(await paths(w)).toEqual([])
    expect(
      (
        await payload.find({
          collection: 'search',
          where: { 'doc.relationTo': { equals: 'posts' }, 'doc.value': { equals: doc.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('a draft never appears, nor a draft change to a published article', async () => {
    const w = word()
    await post(`Draft ${w}`, 'Not ready.', 'draft')
    expect(await paths(w)).toEqual([])

    const live = word()
    const doc = await post(`Live ${live}`, 'The published text.')
    const unpublishedWord = word()
    await payload.update({
      collection: 'posts',
      id: doc.id,
      data: { title: `Live ${live} ${unpublishedWord}` },
      draft: true,
      context,
    })
    expect(await paths(unpublishedWord)).toEqual([])
    expect(await paths(live)).toEqual([`/blog/${doc.slug}`])
    // Even an entry left behind is not shown once its document is no longer published.
    await payload.db.updateOne({
      collection: 'posts',
      id: doc.id,
      data: { _status: 'draft' },
      req: undefined,
    })
    expect(await paths(live)).toEqual([])
  })

  it('a page is found by its blocks, with claims filled in; an ended offer is not found', async () => {
    const w = word()
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Partner terms',
        slug: `search-page-${w}`,
        layout: [
          { blockType: 'hero', heading: `Terms for ${w} partners: {{leads-per-month}} leads` },
        ],
        _status: 'published',
      },
      context,
    })
    expect((await find(w)).results).toEqual([
      {
        title: 'Partner terms',
        type: 'Page',
        path: `/search-page-${w}`,
        excerpt: `Terms for ${w} partners: 10-40 leads`,
      },
    ])
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        offer: {
          endsAt: new Date(Date.now() - 60_000).toISOString(),
          afterEnd: 'message',
          endedHeading: 'This offer has ended',
        },
      },
      context,
    })
    expect(await paths(w)).toEqual([])
  })

  it('a case study is found at its card on the page that lists its kind, and gone when deleted', async () => {
    const w = word()
    const study = await payload.create({
      collection: 'case-studies',
      data: {
        title: `Pipeline for a ${w} firm`,
        slug: `search-study-${w}`,
        kind: 'b2b',
        company: 'A logistics firm of 40 people.',
        industry: 'Logistics',
        duration: '6 months',
        challenge: 'No meetings.',
        solution: 'Weekly outreach.',
        results: [{ text: '31 calls booked' }],
        _status: 'published',
      },
      context,
    })
    expect(await find(w)).toMatchObject({
      results: [{ type: 'Case study', path: `/case-studies#case-study-${study.id}` }],
    })
    await payload.delete({ collection: 'case-studies', id: study.id, context })
    expect(await paths(w)).toEqual([])
  })
})

describe('ranking and matching', () => {
  it('puts title matches before body matches, ignores case and punctuation, matches prefixes', async () => {
    const w = word()
    const inBody = await post('A plain title', `Our ${w} method explained at length.`)
    const inTitle = await post(`The ${w.toUpperCase()} method`, 'Nothing else.')
    expect(await paths(w)).toEqual([`/blog/${inTitle.slug}`, `/blog/${inBody.slug}`])
    expect(await paths(`"${w}"!? METHOD`)).toEqual([
      `/blog/${inTitle.slug}`,
      `/blog/${inBody.slug}`,
    ])
    expect(await paths(w.slice(0, -2))).toContain(`/blog/${inTitle.slug}`)
    expect(await paths(`${w} nonexistentword`)).toEqual([])
    const [first] = (await find(w)).results
    expect(first.excerpt).toContain('Nothing else')
    const body = (await find(w)).results[1]
    expect(body.excerpt).toContain(`${w} method explained`)
  })

  it('finds seeded content by a stemmed word', async () => {
    const answer = await find('booking calls')
    expect(answer.total).toBeGreaterThan(0)
  })
})

describe('GET /api/site-search', () => {
  let client = 0
  const get = (query: string, ip = `198.51.100.${++client}`) =>
    GET(
      new Request(`http://localhost/api/site-search?${query}`, {
        headers: { 'x-forwarded-for': ip },
      }),
    )

  it('answers JSON that a browser may keep briefly', async () => {
    const res = await get('q=LinkedIn')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=15')
    const body = (await res.json()) as { results: { type: string }[]; terms: string[] }
    expect(body.terms).toEqual(['linkedin'])
    expect(body.results.length).toBeGreaterThan(0)
    expect(body.results.length).toBeLessThanOrEqual(6)
  })

  it('refuses a query that is too long or sent twice, and answers an empty one with nothing', async () => {
    expect((await get(`q=${'a'.repeat(101)}`)).status).toBe(400)
    expect((await get('q=a&q=b')).status).toBe(400)
    expect(await (await get('q=%20%21')).json()).toMatchObject({ total: 0, results: [] })
  })

  it('limits how often one client searches', async () => {
    const ip = '192.0.2.77'
    for (let i = 0; i < 5; i++) expect((await get('q=sales', ip)).status).toBe(200)
    const refused = await get('q=sales', ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await get('q=sales')).status).toBe(200)
  })
})
