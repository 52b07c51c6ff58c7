import { expect, test, type APIRequestContext } from '@playwright/test'
import { lexicalParagraph } from '../support/lexical'
import { adminToken, auth, uniqueSlug } from './helpers'

const origin = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin

/** The content of a <meta> or <link> in the page's HTML head. */
function headValue(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replaceAll('&amp;', '&')
}

async function shareCardOf(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  return {
    html,
    ogImage: headValue(html, /<meta property="og:image" content="([^"]+)"/),
    twitterImage: headValue(html, /<meta name="twitter:image" content="([^"]+)"/),
    twitterCard: headValue(html, /<meta name="twitter:card" content="([^"]+)"/),
    description: headValue(html, /<meta name="description" content="([^"]+)"/),
    ogDescription: headValue(html, /<meta property="og:description" content="([^"]+)"/),
    canonical: headValue(html, /<link rel="canonical" href="([^"]+)"/),
  }
}

test.describe('share cards', () => {
  // A page, the pricing page, the case studies, the blog, a blog category and an article.
  for (const path of [
    '/',
    '/pricing-overview',
    '/case-studies',
    '/blog',
    '/blog/category/sales',
    '/blog/sales-navigator',
  ]) {
    test(`${path} has a description, an Open Graph and a Twitter image on the public origin`, async ({
      request,
    }) => {
      const card = await shareCardOf(request, path)
      expect(card.description?.length).toBeGreaterThan(30)
      expect(card.ogDescription).toBe(card.description)
      expect(new URL(card.canonical!).href).toBe(new URL(path, origin).href)
      expect(card.twitterCard).toBe('summary_large_image')
      expect(card.ogImage).toBeTruthy()
      expect(card.twitterImage).toBe(card.ogImage)
      expect(new URL(card.ogImage!).origin).toBe(origin)
      expect(card.html).not.toContain('localhost')

      const image = await request.get(card.ogImage!)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      const png = await image.body()
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      // 1200 × 630, from the PNG header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    })
  }

  test('an unknown page has no share card', async ({ request }) => {
    expect((await request.get('/og/no-such-page-anywhere')).status()).toBe(404)
  })
})

/** The share card at `path`: its status, and the image when there is one. */
async function cardAt(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  return { status: res.status(), png: res.ok() ? await res.body() : null }
}

/** Polls the card at `path` until `check` holds: the card follows a change within the deadline. */
async function untilCard(
  request: APIRequestContext,
  path: string,
  check: (card: { status: number; png: Buffer | null }) => boolean,
): Promise<Buffer | null> {
  let last: Awaited<ReturnType<typeof cardAt>> | undefined
  await expect
    .poll(async () => check((last = await cardAt(request, path))), {
      message: `${path} did not follow the change`,
      timeout: 15_000,
      intervals: [100],
    })
    .toBe(true)
  return last!.png
}

test.describe('a share card follows its page', () => {
  test('asked for before the page exists, renamed, unpublished, published again and deleted', async ({
    request,
  }) => {
    const token = await adminToken()
    const slug = uniqueSlug('card')
    const card = `/og/${slug}`
    // Asked for before the page is published: no card, and the answer is not kept.
    expect((await cardAt(request, card)).status).toBe(404)
    const created = await request.post('/api/pages', {
      headers: auth(token),
      data: {
        title: 'Outreach that books meetings',
        slug,
        _status: 'published',
        layout: [{ blockType: 'cta', heading: 'Book a call' }],
      },
    })
    expect(created.ok()).toBeTruthy()
    const id = (await created.json()).doc.id as number
    const edit = (data: object) => request.patch(`/api/pages/${id}`, { headers: auth(token), data })
    try {
      const first = await untilCard(request, card, ({ status }) => status === 200)
      expect(
        (await edit({ title: 'Outreach that fills a calendar', _status: 'published' })).ok(),
      ).toBeTruthy()
      await untilCard(request, card, ({ png }) => png !== null && !png.equals(first!))

      expect((await edit({ _status: 'draft' })).ok()).toBeTruthy()
      await untilCard(request, card, ({ status }) => status === 404)
      expect((await edit({ _status: 'published' })).ok()).toBeTruthy()
      await untilCard(request, card, ({ status }) => status === 200)
    } finally {
      expect((await request.delete(`/api/pages/${id}`, { headers: auth(token) })).ok()).toBeTruthy()
    }
    await untilCard(request, card, ({ status }) => status === 404)
  })

  test("an article's card: asked for before publishing, renamed and deleted", async ({
    request,
  }) => {
    const token = await adminToken()
    const slug = uniqueSlug('card-article')
    const card = `/og/blog/${slug}`
    expect((await cardAt(request, card)).status).toBe(404)
    const authors = await (await request.get('/api/authors?limit=1')).json()
    const created = await request.post('/api/posts', {
      headers: auth(token),
      data: {
        title: 'Five openers that get replies',
        slug,
        excerpt: 'What we learnt from a quarter of first messages on LinkedIn.',
        category: 'Strategy',
        author: authors.docs[0].id,
        readTime: '4 min read',
        body: lexicalParagraph('Start with their last post.'),
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    const id = (await created.json()).doc.id as number
    try {
      const first = await untilCard(request, card, ({ status }) => status === 200)
      const renamed = await request.patch(`/api/posts/${id}`, {
        headers: auth(token),
        data: { title: 'Six openers that get replies', _status: 'published' },
      })
      expect(renamed.ok()).toBeTruthy()
      await untilCard(request, card, ({ png }) => png !== null && !png.equals(first!))
    } finally {
      expect((await request.delete(`/api/posts/${id}`, { headers: auth(token) })).ok()).toBeTruthy()
    }
    await untilCard(request, card, ({ status }) => status === 404)
  })
})

test('the sitemap, the feed and robots.txt give addresses on the public origin', async ({
  request,
}) => {
  for (const path of ['/sitemap.xml', '/robots.txt', '/blog/rss.xml']) {
    const body = await (await request.get(path)).text()
    expect(body, path).not.toContain('localhost')
    expect(body, path).toContain(`${origin}/`)
  }
})
