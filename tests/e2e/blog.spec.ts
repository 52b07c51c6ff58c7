import { expect, test, type APIRequestContext } from '@playwright/test'
import { POST_CATEGORIES, categoryPath, formatPostDate } from '@/lib/blog'
import { loadArticles } from '@seed/blog/articles'
import { lexicalParagraph } from '../support/lexical'
import {
  adminToken,
  auth,
  expectAccessible,
  untilHtml,
  schedulePublish,
  signIn,
  uniqueSlug,
} from './helpers'

// The tests that publish posts would change what the others count: run this file in order.
test.describe.configure({ mode: 'default' })

const articles = loadArticles()
const newestFirst = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
const AUTHOR = 'Hannah Crossley'
const AUTHOR_TITLE = 'LinkedIn Marketing Expert'

/** The `## ` headings of an article's Markdown, as the reader sees them. */
const headingsOf = (markdown: string, level: 2 | 3) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith(`${'#'.repeat(level)} `))
    .map((line) => line.slice(level + 1).trim())

const lexical = lexicalParagraph

async function createPost(
  request: APIRequestContext,
  token: string,
  data: { title: string; slug: string; status: 'draft' | 'published'; text: string },
): Promise<number> {
  const authors = await (
    await request.get(`/api/authors?where[name][equals]=${encodeURIComponent(AUTHOR)}`)
  ).json()
  const res = await request.post(`/api/posts${data.status === 'draft' ? '?draft=true' : ''}`, {
    headers: auth(token),
    data: {
      title: data.title,
      slug: data.slug,
      excerpt: 'How we plan a quarter of LinkedIn outreach in one afternoon.',
      category: 'Strategy',
      author: authors.docs[0].id,
      readTime: '4 min read',
      body: lexical(data.text),
      _status: data.status,
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc.id as number
}

/**
 * Deletes a test post and checks it leaves the article, the index, its category page and the
 * feed. Reading them again also leaves the server's cache as it found it.
 */
async function expectRemoved(
  request: APIRequestContext,
  token: string,
  id: number,
  slug: string,
): Promise<void> {
  expect((await request.delete(`/api/posts/${id}`, { headers: auth(token) })).ok()).toBeTruthy()
  await untilHtml(request, `/blog/${slug}`, (_html, status) => status === 404)
  for (const path of ['/blog', categoryPath('Strategy'), '/blog/rss.xml']) {
    await untilHtml(request, path, (html) => !html.includes(`/blog/${slug}`))
  }
}

test('the index shows the thirteen articles newest first, each card linking to its article', async ({
  page,
}) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article')
  await expect(cards).toHaveCount(13)
  for (const [i, article] of newestFirst.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${article.slug}`,
    )
    await expect(card.getByText(article.category, { exact: true })).toBeVisible()
    await expect(card.getByText(article.readTime, { exact: true })).toBeVisible()
    await expect(card.getByText(article.excerpt)).toBeAttached()
    await expect(card.locator('img')).toHaveAttribute('src', /.+/)
  }
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(`/blog/${newestFirst[0].slug}`)
  await expect(page.getByRole('heading', { level: 1, name: newestFirst[0].title })).toBeVisible()
})

test('every article page shows its category, read time, title, excerpt, byline, date and body', async ({
  page,
}) => {
  test.slow()
  for (const article of articles) {
    const res = await page.goto(`/blog/${article.slug}`)
    expect(res?.status(), article.slug).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to blog' })).toHaveAttribute('href', '/blog')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title)
    const header = main.locator('article header')
    await expect(header.getByRole('link', { name: article.category, exact: true })).toHaveAttribute(
      'href',
      categoryPath(article.category),
    )
    await expect(header.getByText(article.readTime, { exact: true })).toBeVisible()
    await expect(header.getByText(article.excerpt, { exact: true })).toBeVisible()
    await expect(header.getByText(AUTHOR, { exact: true })).toBeVisible()
    await expect(header.getByText(AUTHOR_TITLE)).toBeVisible()
    await expect(header.locator('time')).toHaveText(formatPostDate(article.publishedAt))
    await expect(header.locator('time')).toHaveAttribute('datetime', article.publishedAt)
    const body = main.locator('.prose-lp')
    for (const heading of headingsOf(article.body, 2)) {
      await expect(
        body.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible()
    }
    for (const heading of headingsOf(article.body, 3)) {
      await expect(
        body.getByRole('heading', { level: 3, name: heading, exact: true }),
      ).toBeVisible()
    }
    await expect(body.locator('li').first()).toBeVisible()

    // Related posts come from the same category only.
    const sameCategory = articles.filter(
      (other) => other.category === article.category && other.slug !== article.slug,
    )
    const related = main.getByRole('region', {
      name: `More ${article.category.toLowerCase()} articles`,
    })
    if (sameCategory.length) {
      const links = related.getByRole('heading', { level: 3 }).getByRole('link')
      await expect(links).toHaveCount(Math.min(3, sameCategory.length))
      for (const href of await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))) {
        expect(sameCategory.map((other) => `/blog/${other.slug}`)).toContain(href)
      }
    } else {
      await expect(related).toHaveCount(0)
    }
  }
})

test('the category filter lives in the URL, narrows the grid and needs no page reload', async ({
  page,
}) => {
  await page.goto('/blog')
  const filter = page.getByRole('navigation', { name: 'Filter articles by category' })
  const cards = page.getByRole('list', { name: 'Articles' }).getByRole('article')
  await expect(filter.getByRole('link', { name: 'All articles' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // A marker on window survives client-side navigation and is lost on a full reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))

  for (const category of ['Sales', 'Tools'] as const) {
    await filter.getByRole('link', { name: category, exact: true }).click()
    await expect(page).toHaveURL(categoryPath(category))
    await expect(filter.getByRole('link', { name: category, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const expected = newestFirst.filter((a) => a.category === category)
    await expect(cards).toHaveCount(expected.length)
    for (const [i, article] of expected.entries()) {
      await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', `/blog/${article.slug}`)
    }
  }
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)

  await page.goBack()
  await expect(page).toHaveURL(categoryPath('Sales'))
  await expect(cards).toHaveCount(articles.filter((a) => a.category === 'Sales').length)

  await filter.getByRole('link', { name: 'All articles' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(cards).toHaveCount(13)

  // Every category has its own page when opened directly (a shared or bookmarked link).
  for (const category of POST_CATEGORIES) {
    const res = await page.goto(categoryPath(category))
    expect(res?.status()).toBe(200)
    await expect(cards).toHaveCount(articles.filter((a) => a.category === category).length)
  }
})

test('an unknown article or category gives the 404 page', async ({ page }) => {
  for (const path of ['/blog/no-such-article', '/blog/category/gossip']) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  }
})

test('the RSS feed is valid RSS 2.0 with every published article', async ({ page, request }) => {
  const res = await request.get('/blog/rss.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/rss+xml')
  const xml = await res.text()
  await page.goto('/blog')
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const text = (el: Element | Document, name: string) =>
      el.getElementsByTagName(name)[0]?.textContent ?? null
    const channel = doc.getElementsByTagName('channel')[0]
    return {
      parseError: doc.getElementsByTagName('parsererror').length > 0,
      version: doc.documentElement.getAttribute('version'),
      root: doc.documentElement.nodeName,
      title: channel && text(channel, 'title'),
      link: channel && text(channel, 'link'),
      description: channel && text(channel, 'description'),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    }
  }, xml)
  expect(feed.parseError).toBe(false)
  expect(feed.root).toBe('rss')
  expect(feed.version).toBe('2.0')
  expect(feed.title).toBe('Leadpilot blog')
  expect(feed.link).toMatch(/^https?:\/\/.+\/blog$/)
  expect(feed.description).toBeTruthy()
  expect(feed.items).toHaveLength(13)
  for (const [i, article] of newestFirst.entries()) {
    const item = feed.items[i]
    expect(item.title).toBe(article.title)
    expect(item.link).toMatch(new RegExp(`^https?://[^/]+/blog/${article.slug}$`))
    expect(item.guid).toBe(item.link)
    expect(new Date(item.pubDate!).toISOString()).toBe(article.publishedAt)
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(item.description).toBe(article.excerpt)
  }
})

test('an article carries its metadata and Article JSON-LD; the sitemap lists every article', async ({
  page,
  request,
}) => {
  const article = articles.find((a) => a.slug === 'clay-ai')!
  await page.goto(`/blog/${article.slug}`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/blog\/clay-ai$/)
  await expect(page).toHaveTitle(`${article.title} | Leadpilot`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.excerpt)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  )
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect((await request.get(ogImage!)).headers()['content-type']).toBe('image/png')

  // The article's own structured data, beside its breadcrumb trail.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts
    .map((text) => JSON.parse(text))
    .find((item) => item['@type'] !== 'BreadcrumbList')
  expect(data['@context']).toBe('https://schema.org')
  expect(['Article', 'BlogPosting']).toContain(data['@type'])
  expect(data.headline).toBe(article.title)
  expect(data.description).toBe(article.excerpt)
  expect(data.datePublished).toBe(article.publishedAt)
  expect(Number.isNaN(Date.parse(data.dateModified))).toBe(false)
  expect(data.author).toMatchObject({ '@type': 'Person', name: AUTHOR, jobTitle: AUTHOR_TITLE })
  expect(data.image[0]).toBe(ogImage)
  expect(data.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': canonical })

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { slug } of articles) expect(sitemap).toMatch(new RegExp(`/blog/${slug}</loc>`))
  expect(sitemap).toMatch(/\/blog<\/loc>/)
})

test('axe finds no serious or critical problem on the index and an article', async ({ page }) => {
  await page.goto('/blog')
  await expectAccessible(page)
  await page.goto('/blog/linkedin-vs-cold-email')
  await expectAccessible(page)
})

test('a post published and edited through the admin API goes live with no rebuild; deleting it removes it', async ({
  request,
}) => {
  const token = await adminToken()
  const slug = uniqueSlug('quarter-planning')
  const id = await createPost(request, token, {
    title: 'Planning a quarter of outreach',
    slug,
    status: 'published',
    text: 'Start from the meetings you need.',
  })
  await untilHtml(request, `/blog/${slug}`, (html, status) => status === 200)
  await untilHtml(request, '/blog', (html) => html.includes(`/blog/${slug}`))

  const edited = 'Planning a quarter of outreach, with weekly reviews'
  const res = await request.patch(`/api/posts/${id}`, {
    headers: auth(token),
    data: { title: edited, body: lexical('Review replies every Friday.'), _status: 'published' },
  })
  expect(res.ok()).toBeTruthy()
  await untilHtml(request, `/blog/${slug}`, (html) => html.includes('Review replies every Friday.'))
  await untilHtml(request, '/blog', (html) => html.includes(edited))
  await untilHtml(request, '/blog/rss.xml', (xml) => xml.includes(edited))

  await expectRemoved(request, token, id, slug)
})

test('a marketer schedules a post in the admin and it appears at its time without anyone acting', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const slug = uniqueSlug('scheduled')
  const title = 'Scheduled: the Monday prospecting routine'
  const id = await createPost(request, token, {
    title,
    slug,
    status: 'draft',
    text: 'Thirty minutes, every Monday.',
  })
  // Still a draft: not on the site.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404)

  await signIn(page)
  await page.goto(`/admin/collections/posts/${id}`)
  // The admin schedules to the minute: the next whole minute at least 15 seconds away.
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
  await schedulePublish(page, at)

  await untilHtml(request, `/blog/${slug}`, (html, status) => status === 200, 120_000)
  const appearedAt = Date.now()
  expect(appearedAt).toBeGreaterThanOrEqual(at.getTime())
  expect(appearedAt - at.getTime()).toBeLessThan(20_000)
  await untilHtml(request, '/blog', (html) => html.includes(title))
  await untilHtml(request, '/blog/rss.xml', (xml) => xml.includes(title))

  await expectRemoved(request, token, id, slug)
})
