import { expect, test } from '@playwright/test'
import { lexicalParagraph } from '../support/lexical'
import { adminToken, auth, expectAccessible, signIn, staffAccount, uniqueSlug } from './helpers'

// Runs in the `access` project, after the browser suite: it publishes an article, which the blog's
// tests would count.

test('results appear as the visitor types; arrows and Enter open one', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.pressSequentially('sales navig', { delay: 40 })
  const list = page.getByRole('listbox', { name: 'Search results' })
  const first = list.getByRole('option').first()
  await expect(first).toContainText('Sales Navigator')
  await expect(first).toContainText('Article')
  await expect(first.locator('mark').first()).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expectAccessible(page)

  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
  await box.press('ArrowUp')
  await expect(first).toHaveAttribute('aria-selected', 'false')
  await box.press('ArrowDown')
  const path = (await first.getAttribute('data-path'))!
  await box.press('Enter')
  await expect(page).toHaveURL(path)
})

test('the box fetches its search code when first used; what was typed meanwhile stays, with the focus and caret', async ({
  page,
}) => {
  await page.goto('/about')
  await page.waitForLoadState('networkidle')
  // Every script asked for from now on is held until released: a page that had the search code
  // already would ask for nothing when the box is used.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    asked.push(route.request().url())
    await held
    await route.continue()
  })
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.pressSequentially('sales navig', { delay: 40 })
  await expect.poll(() => asked.length).toBeGreaterThan(0)
  await expect(box).toHaveValue('sales navig')
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  release()
  const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()
  await expect(first).toContainText('Sales Navigator')
  await expect(box).toHaveValue('sales navig')
  await expect(box).toBeFocused()
  expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(11)
  await box.press('ArrowDown')
  await expect(first).toHaveAttribute('aria-selected', 'true')
})

test('a search that finds nothing says so and suggests where to look; Escape closes, then clears', async ({
  page,
}) => {
  await page.goto('/pricing-overview')
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.fill('qwzvx kjhgf')
  await expect(page.getByText('No results for “qwzvx kjhgf”')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read the blog' })).toBeVisible()
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText('No results for “qwzvx kjhgf”')).toBeHidden()
  await box.press('Escape')
  await expect(box).toHaveValue('')

  // Enter without a chosen result opens the full results page.
  await box.fill('case study')
  await box.press('Enter')
  await expect(page).toHaveURL('/search?q=case+study')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “case study”')
})

test('without JavaScript the header form opens a results page of its own, not indexed, in pages', async ({
  browser,
  page: withScripts,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Search the site' })
    await box.fill('linkedin')
    await box.press('Enter')
    await expect(page).toHaveURL('/search?q=linkedin')
    await expect(page).toHaveTitle(/Search results for “linkedin”/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const results = page.locator('[data-search-results] > li')
    await expect(results).toHaveCount(10)
    await expect(results.first()).toContainText(/Article|Case study|Page/)
    await expect(page.getByText(/^\d+ results, page 1 of \d+$/)).toBeVisible()
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL('/search?q=linkedin&page=2')
    await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible()
    // axe runs as a script in the page, so it checks the same results page with scripts on.
    await withScripts.goto('/search?q=linkedin&page=2')
    await expectAccessible(withScripts)

    await page.goto('/search?q=zzqqxx')
    await expect(page.getByText('No results for “zzqqxx”')).toBeVisible()
    await expect(page.getByRole('link', { name: 'See our case studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    )
  } finally {
    await context.close()
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu holds the search; a chosen result opens and the menu closes', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute(
      'href',
      '/search',
    )
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    const box = menu.getByRole('combobox', { name: 'Search the site' })
    await box.fill('charity')
    const option = menu.getByRole('option').first()
    await expect(option).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    const path = (await option.getAttribute('data-path'))!
    await option.tap()
    await expect(page).toHaveURL(path)
    await expect(menu).toBeHidden()
  })
})

test('an article a marketer unpublishes in the admin vanishes from search', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const word = `quillonbrisk${Date.now().toString(36)}`
  const author = (await (await request.get('/api/authors?limit=1&depth=0')).json()).docs[0].id
  const created = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title: `The ${word} playbook`,
      slug: uniqueSlug('search-article'),
      excerpt: 'How we plan a quarter of outreach.',
      category: 'Strategy',
      author,
      readTime: '5 min read',
      body: lexicalParagraph('A plan for the quarter.'),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = (await created.json()).doc as { id: number; slug: string }
  try {
    await page.goto(`/search?q=${word}`)
    await expect(page.getByRole('link', { name: `The ${word} playbook` })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    )

    await signIn(page, await staffAccount('marketer'))
    await page.goto(`/admin/collections/posts/${post.id}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.locator('#action-unpublish').click()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(page.locator('.doc-controls .status__value')).toHaveText('Draft')

    await page.goto(`/search?q=${word}`)
    await expect(page.getByText(`No results for “${word}”`)).toBeVisible()
    await page.getByRole('combobox', { name: 'Search the site' }).fill(word.toUpperCase())
    await expect(page.getByText(`No results for “${word.toUpperCase()}”`).first()).toBeVisible()
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers: auth(token) })
  }
})
