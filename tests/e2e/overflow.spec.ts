import { expect, test, type Locator, type Page } from '@playwright/test'
import { field, fillStep1, fillStep2, next, picker, stepText } from './wizard'

/**
 * Nothing scrolls sideways and nothing a visitor can press is cut off or hidden under something
 * else: every route in the sitemap, every wizard step and the site's dialogs, at the widths of a
 * small phone, a phone, a tablet and a laptop. One page per width is reused for all of them.
 */
const WIDTHS = [320, 390, 768, 1280] as const

type Problem = string

/**
 * What is wrong in `scope` (the document, or an open dialog): sideways scrolling, and every visible
 * link, button, field or tab that sticks out of the viewport or whose centre is covered by
 * another element. Each element is first scrolled into view (vertically, and sideways inside a
 * scrolling row such as a tab list), as a visitor would scroll to it.
 */
async function layoutProblems(page: Page, scope?: Locator): Promise<Problem[]> {
  const root = scope ? await scope.elementHandle() : null
  return page.evaluate((rootElement) => {
    const problems: string[] = []
    const doc = document.documentElement
    const viewport = doc.clientWidth
    if (doc.scrollWidth > viewport)
      problems.push(`the page is ${doc.scrollWidth} px wide in a ${viewport} px viewport`)
    const root = (rootElement as Element | null) ?? document.body
    if (rootElement && root.scrollWidth > root.clientWidth)
      problems.push(`the dialog scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`)

    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim().slice(0, 40) ??
        el.getAttribute('name') ??
        ''
      return `<${el.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ')}"`
    }
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=button], [tabindex]:not([tabindex="-1"])'
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      let rect = el.getBoundingClientRect()
      // Not drawn (closed menus, screen-reader-only skip links until focused).
      if (rect.width <= 1 || rect.height <= 1) continue
      if (el.closest('[aria-hidden=true], [inert]')) continue
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
      rect = el.getBoundingClientRect()
      if (rect.left < -0.5 || rect.right > viewport + 0.5) {
        problems.push(
          `${describe(el)} spans ${Math.round(rect.left)}-${Math.round(rect.right)} px of ${viewport}`,
        )
        continue
      }
      // Inside a scrolling row the part outside the row is hidden: check the visible part.
      let left = rect.left
      let right = rect.right
      for (let a = el.parentElement; a; a = a.parentElement) {
        const overflowX = getComputedStyle(a).overflowX
        if (overflowX === 'visible') continue
        const box = a.getBoundingClientRect()
        left = Math.max(left, box.left)
        right = Math.min(right, box.right)
      }
      if (right - left < Math.min(rect.width, 24) - 0.5) {
        problems.push(
          `${describe(el)} is clipped by a container (${Math.round(right - left)} px visible)`,
        )
        continue
      }
      const x = (left + right) / 2
      const y = Math.min(Math.max(rect.top + rect.height / 2, 1), window.innerHeight - 1)
      const hit = document.elementFromPoint(x, y)
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null
      if (!hit || !(el.contains(hit) || hit.contains(el) || (label && label.contains(hit))))
        problems.push(`${describe(el)} is covered by ${hit ? describe(hit) : 'nothing'}`)
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return problems
  }, root)
}

async function expectNoProblems(page: Page, where: string, scope?: Locator) {
  const problems = await layoutProblems(page, scope)
  expect(problems, `${where} at ${page.viewportSize()?.width} px`).toEqual([])
}

/** The site's routes, as the sitemap lists them. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const res = await page.request.get('/sitemap.xml')
  expect(res.ok()).toBeTruthy()
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs.length).toBeGreaterThan(20)
  return locs.map((loc) => new URL(loc).pathname)
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('no route scrolls sideways or hides a control', async ({ page }) => {
      test.slow()
      const failures: string[] = []
      for (const path of await sitemapPaths(page)) {
        const res = await page.goto(path)
        // Other tests publish and delete pages of their own meanwhile.
        if (res?.status() === 404) continue
        expect(res?.status(), path).toBe(200)
        for (const problem of await layoutProblems(page)) failures.push(`${path}: ${problem}`)
      }
      expect(failures).toEqual([])
    })

    test('no wizard step scrolls sideways or hides a control', async ({ page }) => {
      test.slow()
      await page.goto('/onboarding')
      await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()

      await expectNoProblems(page, 'step 1')
      await fillStep1(page)
      await next(page)
      await stepText(page, 2)
      await expectNoProblems(page, 'step 2')
      await fillStep2(page)
      await next(page)
      await stepText(page, 3)
      await expectNoProblems(page, 'step 3')
      const first = page.getByRole('region', { name: 'Tell us about your ICP!' })
      const industry = picker(page, first, 'Industry')
      await industry.trigger.click()
      await expect(industry.dialog).toBeVisible()
      await expectNoProblems(page, 'the industry picker', industry.dialog)
      await page.keyboard.press('Escape')
      await expect(industry.dialog).toBeHidden()
      await field(page, 'Job title 1').fill('Operations Director')
      await next(page)
      await stepText(page, 4)
      await expectNoProblems(page, 'step 4')
      await next(page)
      await stepText(page, 5)
      await expectNoProblems(page, 'step 5')
    })

    test('no dialog scrolls sideways or hides a control', async ({ page }) => {
      await page.goto('/leadpilot-academy')
      await page.getByRole('button', { name: 'Start Learning Now' }).click()
      const academy = page.getByRole('dialog', { name: 'Academy Access Restricted' })
      await expect(academy).toBeVisible()
      await expectNoProblems(page, 'the academy dialog', academy)
      await page.keyboard.press('Escape')

      const menuButton = page.getByRole('button', { name: 'Open menu' })
      if (await menuButton.isVisible()) {
        await menuButton.click()
        const menu = page.getByRole('dialog')
        await expect(menu).toBeVisible()
        await expectNoProblems(page, 'the mobile menu', menu)
      }
    })
  })
}
