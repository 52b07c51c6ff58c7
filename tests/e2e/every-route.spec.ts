/**
 * Every public route, as three kinds of visitor meet it: a browser that checks the markup (the
 * server's HTML is valid), a screen-reader user (axe finds nothing serious or critical), and a
 * browser without JavaScript (the page's heading and content are there, nothing waits on a script).
 * The routes are the sitemap's, plus those it leaves out on purpose: the search results, the
 * not-found page and the reminder stop page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { HtmlValidate, StaticConfigLoader } from 'html-validate'
import { expectAccessible } from './helpers'

/** Routes the sitemap does not list but a visitor can reach. */
const UNLISTED = [
  '/search?q=linkedin',
  '/no-such-page-anywhere',
  '/reminders/stop?code=not-a-real-link',
]

/** Pages and articles other tests make while this one runs carry a uniqueSlug() ending. */
const madeByATest = (path: string) => /-[0-9a-z]{8}-\d{1,4}$/.test(path)

async function everyRoute(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => !madeByATest(path))
  expect(listed.length).toBeGreaterThan(30)
  return [...listed, ...UNLISTED]
}

/**
 * The rules that say whether a document is valid HTML (html-validate's `standard` preset: content
 * models, allowed attributes and values, ids, nesting), with the ones of its `recommended` preset
 * that catch what a reader or a form meets (empty headings, links and buttons without text,
 * pictures without alt text, fieldsets without a legend, forms without a submit button, landmarks
 * of one kind without names that tell them apart). The rest of `recommended` judges style, not
 * validity (React writes attributes its own way; an article's title is as long as its author
 * writes it).
 */
const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:standard'],
    rules: Object.fromEntries(
      [
        'aria-hidden-body',
        'empty-heading',
        'empty-title',
        'form-dup-name',
        'hidden-focusable',
        'input-attributes',
        'meta-refresh',
        'no-autoplay',
        'no-dup-class',
        'no-implicit-button-type',
        'no-redundant-for',
        'text-content',
        'unique-landmark',
        'wcag/h30',
        'wcag/h32',
        'wcag/h36',
        'wcag/h37',
        'wcag/h63',
        'wcag/h67',
        'wcag/h71',
      ].map((rule) => [rule, 'error']),
    ),
  }),
)

test('every route is valid HTML', async ({ request }) => {
  test.slow()
  const failures: string[] = []
  for (const path of await everyRoute(request)) {
    const res = await request.get(path)
    expect([200, 404], path).toContain(res.status())
    const report = await validator.validateString(await res.text(), path)
    for (const result of report.results)
      for (const m of result.messages)
        failures.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
  }
  expect(failures).toEqual([])
})

test('every route reads without JavaScript', async ({ browser, request }) => {
  test.slow()
  const routes = await everyRoute(request)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_BASE_URL,
  })
  const page = await context.newPage()
  try {
    for (const path of routes) {
      const response = await page.goto(path)
      expect([200, 404], path).toContain(response?.status())
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en-GB')
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      const words = (await page.getByRole('main').innerText()).split(/\s+/).filter(Boolean)
      expect(words.length, `${path}: the main content`).toBeGreaterThan(15)
      // Nothing is left saying it is still loading when no script will ever finish it.
      await expect(page.getByText(/^Loading/).filter({ visible: true }), path).toHaveCount(0)
    }
  } finally {
    await context.close()
  }
})

// Axe in a real browser with scripts running; the routes are shared among three tests so the
// workers check them side by side.
for (const shard of [0, 1, 2]) {
  test(`every route passes axe (part ${shard + 1} of 3)`, async ({ page, request }) => {
    test.slow()
    const routes = (await everyRoute(request)).filter((_, i) => i % 3 === shard)
    for (const path of routes) {
      await page.goto(path)
      await test.step(path, () => expectAccessible(page))
    }
  })
}
