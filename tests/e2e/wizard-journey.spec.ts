/**
 * The onboarding journey as a prospect lives it: the wizard's steps in the browser's history (Back,
 * Forward, reload, a shared link), one draft open in two tabs, and the plan chosen on a pricing
 * page carried into the wizard, changed there, stored and shown in the brief.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectAccessible, submissionsByEmail } from './helpers'
import { field, fillStep1, fillStep2, next, reachStep5, stepHeading, stepText } from './wizard'

const DRAFT = 'leadpilot:onboarding:full'

/** The saved draft as the browser holds it ('' when there is none). */
const savedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT)

/** Waits until the answers typed last have been saved in the browser. */
async function saved(page: Page, text: string) {
  await expect.poll(() => savedDraft(page)).toContain(text)
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Onboarding steps' }).locator('[aria-current="step"]')

test('Back and Forward move between the steps, and a reload stays on the step', async ({
  page,
}) => {
  await page.goto('/onboarding')
  await fillStep1(page)
  await next(page)
  await stepText(page, 2)
  await expect(page).toHaveURL(/\/onboarding\?step=2$/)
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Business' })).toBeFocused()
  await fillStep2(page)
  await next(page)
  await stepText(page, 3)
  await field(page, 'Job title 1').fill('Operations Director')
  await next(page)
  await stepText(page, 4)
  await expect(page).toHaveURL(/\?step=4$/)

  // Back: one step at a time, never out of the wizard, the answers still there.
  await page.goBack()
  await stepText(page, 3)
  await expect(page).toHaveURL(/\?step=3$/)
  await expect(field(page, 'Job title 1')).toHaveValue('Operations Director')
  await expect(currentStep(page)).toContainText('Ideal Customers')
  await expect(
    page.getByRole('heading', { name: 'Who Is Your Ideal Customer Profile (ICP)?' }),
  ).toBeFocused()
  await page.goBack()
  await stepText(page, 2)
  await expect(field(page, 'Company Name')).toHaveValue('Acme Widgets Ltd')
  await page.goForward()
  await stepText(page, 3)
  await page.goForward()
  await stepText(page, 4)
  await stepHeading(page, 'Your Brand Story Framework')

  // Previous goes back through the history too, so Forward returns to where the visitor was.
  await page.getByRole('button', { name: 'Previous' }).click()
  await stepText(page, 3)
  await expect(page).toHaveURL(/\?step=3$/)
  await page.goForward()
  await stepText(page, 4)

  // A reload stays on its step with every answer.
  await saved(page, 'Operations Director')
  await page.reload()
  await stepText(page, 4)
  await expect(page).toHaveURL(/\?step=4$/)
  await page.getByRole('button', { name: 'Previous' }).click()
  await stepText(page, 3)
  await expect(field(page, 'Job title 1')).toHaveValue('Operations Director')

  // An answer made invalid on an earlier step holds Forward there.
  await page.goto('/onboarding?step=2')
  await stepText(page, 2)
  await field(page, 'Company Name').fill('')
  await saved(page, '"companyName":""')
  await page.goto('/onboarding?step=4')
  await stepText(page, 2)
  await expect(page).toHaveURL(/\?step=2$/)
})

test('a link past the steps answered opens the first step that needs answers', async ({ page }) => {
  await page.goto('/onboarding?step=4')
  await stepText(page, 1)
  await expect(page).toHaveURL(/\/onboarding$/)
  await stepHeading(page, 'Tell Us About You')

  await fillStep1(page)
  await saved(page, 'jane@acme-widgets.example')
  await page.goto('/onboarding?step=4')
  await stepText(page, 2)
  await expect(page).toHaveURL(/\?step=2$/)
  // Other parameters of the address are kept beside the step.
  await page.goto('/onboarding?offer=october&step=5')
  await stepText(page, 2)
  await expect(page).toHaveURL(/\?offer=october&step=2$/)
})

/** Step 1 answered in one tab, then the wizard opened in a second tab of the same browser. */
async function twoTabs(context: BrowserContext) {
  const first = await context.newPage()
  await first.goto('/onboarding')
  await fillStep1(first)
  await saved(first, 'Founder')
  const second = await context.newPage()
  await second.goto('/onboarding')
  await expect(field(second, 'Full Name')).toHaveValue('Jane Doe')
  return { first, second }
}

test('two tabs on one draft: each takes in the newer answers of the other', async ({ context }) => {
  const { first, second } = await twoTabs(context)

  // Typed in the first tab: the second shows it, and says where it came from.
  await first.bringToFront()
  await field(first, 'Role').fill('Chief Executive')
  await expect(field(second, 'Role')).toHaveValue('Chief Executive')
  await expect(
    second.getByRole('status').filter({ hasText: 'answers you gave in another tab' }),
  ).toBeVisible()

  // And the other way round; closing a tab never writes its older answers back.
  await second.bringToFront()
  await field(second, 'Company').fill('Acme Two')
  await expect(field(first, 'Company')).toHaveValue('Acme Two')
  await expect(field(first, 'Role')).toHaveValue('Chief Executive')
  await second.close()
  const draft = JSON.parse(await savedDraft(first)) as { answers: Record<string, string> }
  expect(draft.answers).toMatchObject({ role: 'Chief Executive', company: 'Acme Two' })
})

test('two tabs typing at once: the visitor chooses which answers to keep', async ({ context }) => {
  // The browser's timers under the test's control: typing is saved 300 ms after the last key, and
  // here it must still be unsaved when the other tab's newer answers arrive, however slow the
  // machine.
  await context.clock.install()
  const { first, second } = await twoTabs(context)
  await context.clock.pauseAt(Date.now() + 1000)

  /** Another tab saves a newer draft while the second tab has typing not yet saved. */
  const newerElsewhere = async (role: string) => {
    await first.evaluate(
      ([key, value]) => {
        const draft = JSON.parse(localStorage.getItem(key)!)
        draft.answers.role = value
        draft.revision += 1
        localStorage.setItem(key, JSON.stringify(draft))
      },
      [DRAFT, role],
    )
  }

  await field(second, 'Company').fill('Typed here')
  await newerElsewhere('Typed there')
  const notice = second.getByRole('alert').filter({ hasText: 'changed in another tab' })
  await expect(notice).toBeVisible()
  // Nothing typed here is lost, and the newer answers are not written over until asked.
  await expect(field(second, 'Company')).toHaveValue('Typed here')
  expect(await savedDraft(first)).toContain('Typed there')
  await notice.getByRole('button', { name: 'Keep the answers in this tab' }).click()
  await expect(notice).toBeHidden()
  await saved(first, 'Typed here')

  await field(second, 'Company').fill('Typed here again')
  await newerElsewhere('Newer role')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Load the newer answers' }).click()
  await expect(field(second, 'Role')).toHaveValue('Newer role')
  await expect(notice).toBeHidden()
})

test('a plan chosen on the pricing page is shown in the wizard, can be changed, and reaches the record and the brief', async ({
  page,
  request,
}) => {
  test.slow()
  const email = `plan+${Date.now()}@acme-widgets.example`
  await page.goto('/pricing-start-up')
  await expect(page.getByRole('radio', { name: 'EUR', exact: true })).toBeEnabled()
  await page.getByRole('link', { name: 'Get Started with Leadpilot Pro' }).first().click()
  await expect(page).toHaveURL(/\/onboarding$/)

  const plan = page.getByRole('combobox', { name: 'Your plan' })
  await expect(page.getByText('You are joining Leadpilot Pro.')).toBeVisible()
  await expect(plan).toHaveValue('pro')
  await expectAccessible(page)

  await plan.selectOption({ label: 'Not sure yet' })
  await expect(page.getByText('You have not chosen a plan yet.')).toBeVisible()
  await plan.selectOption({ label: 'Start Up' })
  await expect(page.getByText('You are joining Start Up.')).toBeVisible()
  // The change outlives a reload: the button pressed earlier does not take it back.
  await saved(page, '"plan":"startup"')
  await page.reload()
  await expect(plan).toHaveValue('startup')

  await reachStep5(page, { email })
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: /^Plan: Start Up$/ })).toBeVisible()

  const { docs } = await submissionsByEmail(request, email)
  expect(docs).toHaveLength(1)
  const record = docs[0]!
  expect(record.plan).toBe('startup')
  // What they pressed stays recorded as the visit's attribution.
  expect(record.attribution?.plan).toBe('pro')
  expect(record.brief).toContain('- **Plan:** Start Up')
})

test('answers sent from one tab are not brought back by the other', async ({ context }) => {
  const { first, second } = await twoTabs(context)
  await first.bringToFront()
  await next(first)
  await fillStep2(first)
  await next(first)
  await field(first, 'Job title 1').fill('Operations Director')
  await next(first)
  await next(first)
  await stepText(first, 5)
  await first.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(first.getByText('Brief Automatically Sent')).toBeVisible()

  await expect(
    second
      .getByRole('status')
      .filter({ hasText: 'These answers were sent from another tab or device.' }),
  ).toBeVisible()
  await expect(field(second, 'Full Name')).toHaveValue('Jane Doe')
  // Hidden or closed, the second tab does not save the sent draft again.
  await second.close()
  expect(await savedDraft(first)).toBe('')
})
