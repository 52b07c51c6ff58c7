import { expect, test } from '@playwright/test'
import { expectAccessible } from './helpers'

const routes = [
  '/',
  '/about',
  '/how-it-works',
  '/contact',
  '/terms',
  '/privacy',
  '/october-offer',
  '/projectpricing',
  '/leadpilot-demo',
  '/risk-free-trial',
]

test.describe('every marketing route', () => {
  for (const route of routes) {
    test(`${route} renders one h1 and has no serious accessibility violations`, async ({
      page,
    }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectAccessible(page)
    })
  }
})

test.describe('home', () => {
  test('shows the sections in order with the home readings of the claims', async ({ page }) => {
    await page.goto('/')
    const headings = await page.locator('main h2').allTextContents()
    const order = [
      'LinkedIn is where your buyers are',
      'Stories from people like you',
      'The four pillars',
      'Why clients choose',
      'Five steps',
      'Your first 30 days',
      'What our clients say',
      'Our risk-free guarantee',
    ]
    const positions = order.map((text) => headings.findIndex((h) => h.includes(text)))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)

    for (const figure of ['10-40', '50+', '5,000+', '85%'])
      await expect(page.getByText(figure, { exact: true })).toBeVisible()
    await expect(page.getByText('within the first 30 days')).toBeVisible()
    for (const pillar of ['Positioning', 'Prospect Targeting', 'Persuasion', 'Automation']) {
      await expect(page.getByRole('heading', { level: 3, name: pillar })).toBeVisible()
    }
    const benefits = page.locator('section', {
      has: page.getByRole('heading', { name: 'Why clients choose Leadpilot' }),
    })
    await expect(benefits.getByRole('list').first().locator(':scope > li')).toHaveCount(9)
    for (const name of ['Get Started', 'Free Strategy Consult', 'Schedule Demo']) {
      for (const link of await page
        .getByRole('main')
        .getByRole('link', { name, exact: true })
        .all()) {
        await expect(link).toHaveAttribute('href', '/risk-free-trial')
      }
    }
  })

  test('story tabs: "Your story" first and selected; any tab to any tab; a selected tab cannot be unselected', async ({
    page,
  }) => {
    await page.goto('/')
    const tabs = page.getByRole('tablist', { name: 'Client stories' }).getByRole('tab')
    await expect(tabs).toHaveText(['Your story', 'Sarah', 'Marcus', 'Aisha', 'Daniel'])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    for (const point of ['Where they were', 'Goal', 'Challenge', 'Success'])
      await expect(panel.getByText(point, { exact: true })).toBeVisible()

    await page.getByRole('tab', { name: 'Aisha' }).click()
    await expect(page.getByRole('tab', { name: 'Aisha' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Sarah' }).click()
    await expect(page.getByRole('tab', { name: 'Sarah' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Sarah' }).click()
    await expect(page.getByRole('tab', { name: 'Sarah' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[role=tab][aria-selected=true]')).toHaveCount(1)

    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Marcus' })).toHaveAttribute('aria-selected', 'true')
  })

  test('on a 390 px phone every story tab shows whole: the row does not need scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const row = page.getByRole('tablist', { name: 'Client stories' })
    expect(await row.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0)
  })
})

test('about: stats, three values, team of three with their roles, links to the consultation and contact', async ({
  page,
}) => {
  await page.goto('/about')
  for (const figure of ['10,000+', '10M+', '6+'])
    await expect(page.getByText(figure, { exact: true }).first()).toBeVisible()
  await expect(
    page
      .getByRole('heading', { name: 'What we value' })
      .locator('xpath=../following-sibling::ul/li'),
  ).toHaveCount(3)
  for (const role of ['CEO & Founder', 'CTO', 'Operations Director'])
    await expect(page.getByText(role, { exact: true })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Book a free consultation' }).first(),
  ).toHaveAttribute('href', '/risk-free-trial')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Contact us' }).first(),
  ).toHaveAttribute('href', '/contact')
})

test('how it works: five steps, the journey, four differentiators, the results panel with its own readings', async ({
  page,
}) => {
  await page.goto('/how-it-works')
  for (const step of [
    'Target Identification',
    'Profile Optimization',
    'Personalised Outreach',
    'Conversation Management',
    'Meeting Booking',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible()
  }
  for (const stage of [
    'Strategy & Setup',
    'Launch & Initial Outreach',
    'Optimization & First Meetings',
    'Consistent Pipeline Generation',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: stage })).toBeVisible()
  }
  for (const card of [
    '100% Done-For-You',
    'Satisfaction Guaranteed',
    'AI-Powered Personalisation',
    'Compliance & Safety',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible()
  }
  const results = page.getByRole('heading', { name: 'Average Results' }).locator('xpath=../..')
  for (const figure of ['20-40', '25%', '10x', '95%'])
    await expect(results.getByText(figure, { exact: true })).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Book A Free Consultation' }).first(),
  ).toHaveAttribute('href', '/risk-free-trial')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Schedule Demo' }).first(),
  ).toHaveAttribute('href', '/leadpilot-demo')
})

test('contact: FAQ at #faq with 12 items, one open at a time, collapsible, with the 60-day reading', async ({
  page,
}) => {
  await page.goto('/contact#faq')
  const faq = page.locator('#faq')
  await expect(faq).toBeInViewport()
  const questions = faq.locator('summary')
  const opened = faq.locator('details[open]')
  await expect(questions).toHaveCount(12)

  await questions.nth(0).click()
  await expect(faq.locator('details').nth(0)).toHaveAttribute('open', '')
  const guarantee = questions.filter({ hasText: 'Do you offer a guarantee?' })
  await guarantee.click()
  await expect(opened).toHaveCount(1)
  await expect(faq.locator('details').nth(0)).not.toHaveAttribute('open', '')
  await expect(faq.getByText(/60-day satisfaction guarantee/)).toBeVisible()
  await guarantee.click()
  await expect(opened).toHaveCount(0)

  for (const name of ['Start Free Trial', 'Schedule Demo']) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute(
      'href',
      '/start-trial',
    )
  }
})

test('contact: live chat rules and the automatic reply after 1.5 s', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Start Chat' }).click()
  const dialog = page.getByRole('dialog', { name: 'Live chat' })
  await expect(dialog).toBeVisible()
  expect(Math.round((await dialog.boundingBox())!.height)).toBe(500)

  const input = dialog.getByLabel('Your message')
  await dialog.getByLabel('Your email address').fill('chat-rules@example.com')
  const userMessages = dialog.locator('[data-sender=user]')
  await input.fill('   ')
  await input.press('Enter')
  await expect(userMessages).toHaveCount(0)

  await input.fill('Hello there')
  await input.press('Shift+Enter')
  await input.pressSequentially('second line')
  await expect(userMessages).toHaveCount(0)
  await expect(input).toHaveValue('Hello there\nsecond line')
  const replies = dialog.locator('[data-sender=support]')
  // The reply's delay is timed in the page, from the key press to the reply on screen, so a slow
  // test run cannot make it look shorter or longer.
  await dialog.evaluate((chat) => {
    const times: { sent?: number; replied?: number } = {}
    Object.assign(window, { chatTimes: times })
    chat.addEventListener(
      'keydown',
      (event) => {
        const { key, shiftKey } = event as KeyboardEvent
        if (key === 'Enter' && !shiftKey) times.sent ??= performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      if (chat.querySelector('[data-sender=support]')) times.replied ??= performance.now()
    }).observe(chat, { childList: true, subtree: true })
  })
  await input.press('Enter')
  await expect(userMessages).toHaveCount(1)
  await expect(userMessages.first()).toContainText('Hello there\nsecond line')
  await expect(input).toHaveValue('')
  await expect(replies).toHaveCount(1)
  const { sent, replied } = await page.evaluate(
    () => (window as unknown as { chatTimes: { sent: number; replied: number } }).chatTimes,
  )
  expect(replied - sent).toBeGreaterThanOrEqual(1500)
  await expect(replies.first()).toContainText('support@leadpilot.example')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Start Chat' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('free consultation: the widget is 630 px high, its script loads only here, and a link stands in when it cannot load', async ({
  page,
}) => {
  const widgetScripts: string[] = []
  page.on('request', (r) => r.url().includes('calendly') && widgetScripts.push(r.url()))
  await page.route('https://assets.calendly.com/**', (route) => route.abort())

  await page.goto('/')
  await page.waitForLoadState('load')
  expect(widgetScripts).toEqual([])

  await page.goto('/risk-free-trial')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Book A Free Consultation Call' }),
  ).toBeVisible()
  const widget = page.getByTestId('scheduling-widget')
  expect(Math.round((await widget.boundingBox())!.height)).toBe(630)
  await expect(page.getByText('The booking calendar could not load here.')).toBeVisible()
  const fallback = widget.getByRole('link', { name: 'Open the booking page in a new tab' })
  await expect(fallback).toHaveAttribute('href', 'https://calendly.com/leadpilot/strategy-call')
  await expect(fallback).toHaveAttribute('target', '_blank')
  expect(widgetScripts.some((u) => u.includes('widget.js'))).toBe(true)
})

test('start trial: shows the redirect screen and replaces its history entry with /onboarding', async ({
  page,
}) => {
  await page.goto('/about')
  await page.goto('/start-trial')
  await expect(page).toHaveURL(/\/onboarding$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/about$/)
})

test('start trial without JavaScript offers a plain link to onboarding', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/start-trial')
  await expect(page.getByText('Redirecting to onboarding...')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Continue to onboarding' })).toHaveAttribute(
    'href',
    '/onboarding',
  )
  await context.close()
})

test('terms: every section, the dates, minimum age and governing law', async ({ page }) => {
  await page.goto('/terms')
  await expect(
    page.getByText('Effective date: 1 January 2022. Last updated: 1 January 2025.'),
  ).toBeVisible()
  const sections = [
    'Eligibility',
    'Use of the Service',
    'Subscription and Payment',
    'Intellectual Property',
    'Data and Privacy',
    'Service Availability',
    'Termination',
    'Disclaimers',
    'Indemnification',
    'Governing Law',
    'Changes to Terms',
    'Contact Us',
  ]
  const h2 = await page.locator('main h2').allTextContents()
  sections.forEach((name, i) =>
    expect(h2.some((t) => t.startsWith(`${i + 1}. ${name}`))).toBe(true),
  )
  await expect(page.getByText(/at least 18 years old/)).toBeVisible()
  await expect(page.getByText(/20 Sample Street, London/).first()).toBeVisible()
})

test('privacy: the Terms and the footer lead to it, and it says what is kept, why and for how long', async ({
  page,
}) => {
  await page.goto('/terms')
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  const h2 = await page.locator('main h2').allTextContents()
  for (const section of ['What we collect', 'Cookies', 'Your rights', 'Contact us']) {
    expect(
      h2.some((t) => t.includes(section)),
      section,
    ).toBe(true)
  }
  await expect(page.getByText(/Information Commissioner/)).toBeVisible()
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }),
  ).toHaveAttribute('href', '/privacy')
})

test('custom pricing', async ({ page }) => {
  await page.goto('/projectpricing')
  await expect(page.getByRole('heading', { level: 1, name: 'Transparent Pricing' })).toBeVisible()
  await expect(page.locator('main ul').first().locator(':scope > li')).toHaveCount(6)
  await expect(page.getByRole('link', { name: /15-minute consultation/ })).toHaveAttribute(
    'href',
    '/risk-free-trial',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})
