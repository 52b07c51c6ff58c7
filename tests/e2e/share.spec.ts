import { expect, test, type APIRequestContext } from '@playwright/test'

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

test('the sitemap, the feed and robots.txt give addresses on the public origin', async ({
  request,
}) => {
  for (const path of ['/sitemap.xml', '/robots.txt', '/blog/rss.xml']) {
    const body = await (await request.get(path)).text()
    expect(body, path).not.toContain('localhost')
    expect(body, path).toContain(`${origin}/`)
  }
})
