import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers'

test.describe('header', () => {
  test('logo goes home, Login opens the client area in a new tab, Get Started goes to the consultation', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Leadpilot home' })).toHaveAttribute('href', '/')

    const login = header.getByRole('link', { name: 'Login' })
    await expect(login).toHaveAttribute('target', '_blank')
    await expect(login).toHaveAttribute('href', 'https://app.leadpilot.example/login')
    // The external host is unreachable here: stop the request, keep the new tab.
    await context.route('https://app.leadpilot.example/**', (route) =>
      route.fulfill({ body: 'client area' }),
    )
    const [popup] = await Promise.all([context.waitForEvent('page'), login.click()])
    await expect(popup).toHaveURL('https://app.leadpilot.example/login')

    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/risk-free-trial',
    )
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('holds Home, Login and Get Started, and closes with Escape', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('target', '_blank')
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/risk-free-trial',
    )
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/risk-free-trial$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('footer', () => {
  test.use({ viewport: { width: 1280, height: 500 } })

  test('lists Services, Company and Legal', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [column, links] of Object.entries({
      Services: ['Success Stories', 'Pricing', 'Academy'],
      Company: ['About', 'Contact', 'Blog'],
      Legal: ['Terms of Service', 'Privacy Policy'],
    })) {
      const nav = footer.getByRole('navigation', { name: column })
      await expect(nav.getByRole('link')).toHaveText(links)
    }
    await expectAccessible(page)
  })

  test('navigates to the top of another page, and only scrolls up on the same page', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    const navigations: string[] = []
    page.on('framenavigated', (frame) => navigations.push(frame.url()))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(navigations).toEqual([])
  })
})
