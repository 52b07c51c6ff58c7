import { expect, test, type Page } from '@playwright/test'

/**
 * Only the image that is the largest contentful paint is preloaded: a preloaded image further down
 * competes with it for the phone's bandwidth, and Chromium warns that it was "preloaded but not
 * used". Checked on the pages with covers: the blog, every article and the case studies.
 */
async function coverPages(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const articles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => /^\/blog\/(?!category\/)[^/]+$/.test(path))
  expect(articles.length).toBeGreaterThanOrEqual(10)
  return ['/case-studies', '/non-profit-case-studies', '/blog', ...articles]
}

/**
 * The images the page preloads, each with whether an image showing it starts inside the first
 * screen (where the largest contentful paint is).
 */
async function preloadedImages(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')).map(
      (link) => {
        const srcset = link.getAttribute('imagesrcset')
        // An AVIF preload names the srcset of the <source> in the image's <picture>.
        const sets = (image: HTMLImageElement) => [
          image.getAttribute('srcset'),
          image.parentElement?.querySelector('source')?.getAttribute('srcset'),
        ]
        const img = Array.from(document.images).find((image) =>
          srcset ? sets(image).includes(srcset) : image.src === link.href,
        )
        const top = img ? img.getBoundingClientRect().top + window.scrollY : Infinity
        return { url: link.href || srcset?.split(' ')[0], inFirstScreen: top < window.innerHeight }
      },
    ),
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px no page preloads an image it does not show first`, async ({
    browser,
    page,
  }) => {
    test.slow()
    const paths = await coverPages(page)
    const context = await browser.newContext({ viewport })
    const warnings: string[] = []
    const pages = await Promise.all(
      paths.map(async (path) => {
        const tab = await context.newPage()
        tab.on('console', (message) => {
          if (/preloaded .* but not used/.test(message.text()))
            warnings.push(`${path}: ${message.text()}`)
        })
        await tab.goto(path, { waitUntil: 'load' })
        return { path, tab }
      }),
    )
    const problems: string[] = []
    for (const { path, tab } of pages) {
      const preloaded = await preloadedImages(tab)
      if (preloaded.length > 1) problems.push(`${path} preloads ${preloaded.length} images`)
      for (const image of preloaded.filter((p) => !p.inFirstScreen))
        problems.push(`${path} preloads ${image.url}, which is not in the first screen`)
    }
    // Chromium reports an unused preload three seconds after the load event; nothing signals that
    // the check has passed, so the test gives it that long once for all the pages.
    await pages[0]!.tab.waitForTimeout(3_500)
    expect([...problems, ...warnings]).toEqual([])
    await context.close()
  })
}
