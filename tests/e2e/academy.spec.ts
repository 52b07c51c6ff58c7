import { expect, test, type Locator, type Page } from '@playwright/test'
import { auth, expectAccessible, untilHtml, staffToken, uniqueSlug } from './helpers'

const PATH = '/leadpilot-academy'
const LABELS = ['Review Module', 'Continue Learning', 'Start Module', 'Unlock Module']

const restrictedDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Academy Access Restricted' })

/** The dialog's own Close button (the corner X is also named Close, but has no text). */
const closeButton = (dialog: Locator) => dialog.locator('button', { hasText: 'Close' })

test('shows the hero, stats, the learning path, the video library and every module state', async ({
  page,
}) => {
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Leadpilot Academy' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Start Learning Now' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Done-For-You Service' })).toHaveAttribute(
    'href',
    '/risk-free-trial',
  )

  const stats = page.getByRole('region', { name: 'Academy in numbers' })
  for (const [value, label] of [
    ['50+', 'Training videos'],
    ['1,000+', 'Learners'],
    ['94%', 'Completion rate'],
    ['6-week', 'Learning programme'],
  ]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible()
    await expect(stats.getByText(label, { exact: true })).toBeVisible()
  }

  const path = page.getByRole('region', { name: 'Your 6-Week Learning Path' })
  const steps = path.getByRole('list', { name: 'Learning path steps' }).locator(':scope > li')
  await expect(steps).toHaveCount(6)
  await expect(steps.nth(0)).toContainText('Completed')
  await expect(steps.nth(1)).toContainText('Completed')
  await expect(steps.nth(2)).toContainText('In progress')
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step')
  for (const index of [3, 4, 5]) await expect(steps.nth(index)).toContainText('Upcoming')
  await expect(path.getByRole('progressbar', { name: 'Learning path progress' })).toHaveAttribute(
    'aria-valuenow',
    '33',
  )
  await expect(path.getByText('2 of 6 steps completed')).toBeVisible()

  const library = page.locator('#video-library')
  await expect(library.getByRole('heading', { level: 2, name: 'Video Library' })).toBeVisible()
  expect(await library.getByRole('button', { name: /^Watch / }).count()).toBeGreaterThanOrEqual(8)

  const modules = page.getByRole('region', { name: 'Training Modules' })
  for (const label of LABELS) {
    await expect(modules.getByRole('button', { name: label, exact: true }).first()).toBeVisible()
  }
  // A completed module's bar is full; a locked one's is empty.
  const completed = modules
    .getByRole('listitem')
    .filter({ hasText: 'LinkedIn Profile Foundations' })
  await expect(completed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(completed.getByRole('button', { name: 'Review Module' })).toBeVisible()
  const locked = modules
    .getByRole('listitem')
    .filter({ hasText: 'Booking and Converting Meetings' })
  await expect(locked.getByText('Locked', { exact: true })).toBeVisible()
  await expect(locked.getByRole('button', { name: 'Unlock Module' })).toBeVisible()

  await expect(page.getByRole('link', { name: 'Talk to Expert' })).toHaveAttribute(
    'href',
    '/contact',
  )
  await expectAccessible(page)
})

test('every academy action opens the restricted dialog; Close, Become a Client and Escape close it', async ({
  page,
}) => {
  test.slow()
  await page.goto(PATH)
  const actions = [
    page.getByRole('button', { name: 'Start Learning Now' }),
    page.getByRole('button', { name: 'Start Free Trial' }),
    ...(await page
      .locator('#video-library')
      .getByRole('button', { name: /^Watch / })
      .all()),
    ...(await page
      .getByRole('region', { name: 'Training Modules' })
      .getByRole('button', { name: new RegExp(`^(${LABELS.join('|')})$`) })
      .all()),
  ]
  expect(actions.length).toBeGreaterThanOrEqual(2 + 8 + 6)

  const dialog = restrictedDialog(page)
  for (const [index, action] of actions.entries()) {
    await action.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/clients only/i)
    await expect(dialog).toContainText(/client dashboard/i)
    // Alternate between the two buttons: both only close the dialog.
    if (index % 2 === 0) await closeButton(dialog).click()
    else await dialog.getByRole('button', { name: 'Become a Client' }).click()
    await expect(dialog).toBeHidden()
    await expect(action).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(PATH)
  }

  // Keyboard: Enter opens it, Escape closes it and focus returns to the button.
  const start = page.getByRole('button', { name: 'Start Learning Now' })
  await start.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(start).toBeFocused()
})

test('a marketer adding, changing and removing a module sees the live page follow', async ({
  page,
  request,
}) => {
  const token = await staffToken('marketer')
  const title = `Referral Conversations ${uniqueSlug('m')}`
  const modules = page.getByRole('region', { name: 'Training Modules' })
  const card = (name: string) =>
    modules.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  // The live page, as a visitor last saw it (and as the cache holds it).
  await page.goto(PATH)
  await expect(modules.getByRole('heading', { level: 3 }).first()).toBeVisible()
  await expect(card(title)).toHaveCount(0)

  const created = await request.post('/api/academy-modules', {
    headers: auth(token),
    data: {
      title,
      description: 'Ask happy clients for introductions without making it awkward.',
      lessonsCount: 5,
      duration: '1h 05m',
      difficulty: 'Intermediate',
      progress: 0,
      isUnlocked: true,
      topics: ['Timing the ask'],
      // Published at once: a module saved as a draft stays off the page.
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const id = (await created.json()).doc.id as number
  await untilHtml(request, PATH, (html) => html.includes(title))

  await page.reload()
  await expect(card(title).getByRole('button', { name: 'Start Module' })).toBeVisible()

  const renamed = `${title} (updated)`
  const updated = await request.patch(`/api/academy-modules/${id}`, {
    headers: auth(token),
    data: { title: renamed, progress: 100, isCompleted: true },
  })
  expect(updated.ok()).toBeTruthy()
  await untilHtml(request, PATH, (html) => html.includes(renamed))
  await page.reload()
  const renamedCard = card(renamed)
  await expect(renamedCard.getByRole('button', { name: 'Review Module' })).toBeVisible()
  await expect(renamedCard.getByText('Completed', { exact: true })).toBeVisible()

  const removed = await request.delete(`/api/academy-modules/${id}`, { headers: auth(token) })
  expect(removed.ok()).toBeTruthy()
  await untilHtml(request, PATH, (html) => !html.includes(title))
})

test('anonymous visitors cannot change academy content through the API', async ({ request }) => {
  const { docs } = await (await request.get('/api/academy-modules?limit=1')).json()
  expect(docs.length).toBe(1)
  const res = await request.patch(`/api/academy-modules/${docs[0].id}`, {
    data: { progress: 99 },
  })
  expect(res.status()).toBe(403)
})
