/** Driving the onboarding wizard the way a visitor does, for the browser tests. */
import { expect, type Locator, type Page } from '@playwright/test'

/** A text input or text area by its accessible name. */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true })
export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()
export const stepText = (page: Page, n: number, total = 5) =>
  expect(page.getByText(`Step ${n} of ${total}`, { exact: true })).toBeVisible()
export const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, exact: true })).toBeVisible()

/**
 * Opens `path` (the wizard's page) with the page's scripts held back, as a slow phone has it before
 * the form starts; the returned function lets them load.
 */
export async function openWhileScriptsWait(page: Page, path = '/onboarding'): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return release
}

export async function fillStep1(page: Page) {
  await field(page, 'Full Name').fill('Jane Doe')
  await field(page, 'Email').fill('jane@acme-widgets.example')
  await field(page, 'Company').fill('Acme')
  await field(page, 'Role').fill('Founder')
  await field(page, 'Phone (optional)').fill('+44 20 7946 0958')
}

export async function fillStep2(page: Page) {
  await field(page, 'Company Name').fill('Acme Widgets Ltd')
  await field(page, 'Company Website').fill('acme-widgets.example')
  await field(page, 'What does your business offer?').fill('Precision widgets for factories.')
  await field(page, 'Core Products/Services').fill('Widget Pro and Widget Mini')
}

/** A visitor who fills step 1 with `email` and moves on to step 2, where the first save is made. */
export async function startWizard(page: Page, email: string) {
  await page.goto('/onboarding')
  await fillStep1(page)
  await field(page, 'Email').fill(email)
  await next(page)
  await stepText(page, 2)
}

/**
 * Steps 1-3 with the fewest answers the wizard accepts, ending on step 4; `email` and `jobTitle`
 * replace the defaults so a test can find its own submission.
 */
export async function reachStep4(
  page: Page,
  { email, jobTitle = 'Operations Director' }: { email?: string; jobTitle?: string } = {},
) {
  await fillStep1(page)
  if (email) await field(page, 'Email').fill(email)
  await next(page)
  await fillStep2(page)
  await next(page)
  await field(page, 'Job title 1').fill(jobTitle)
  await next(page)
  await stepText(page, 4)
}

/** As reachStep4, then on to step 5, where the wizard is completed. */
export async function reachStep5(page: Page, answers?: Parameters<typeof reachStep4>[1]) {
  await reachStep4(page, answers)
  await next(page)
  await stepText(page, 5)
}

export function picker(page: Page, scope: Page | Locator, label: string) {
  return {
    trigger: scope.getByRole('button', { name: new RegExp(`^${label} `) }),
    dialog: page.getByRole('dialog', { name: label }),
    search: page.getByRole('dialog', { name: label }).getByRole('combobox'),
    option: (name: string) =>
      page.getByRole('dialog', { name: label }).getByRole('option', { name, exact: true }),
    chips: scope.getByRole('list', { name: `Selected: ${label}` }).getByRole('listitem'),
  }
}
