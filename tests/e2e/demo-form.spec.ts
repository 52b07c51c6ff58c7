import { expect, test, type Page } from '@playwright/test'
import { auth, staffToken, submissionsByEmail, uniqueSlug } from './helpers'
import { field, fillStep2 } from './wizard'

/** Step 1 of the quick form with an address of this test's own, then step 2. */
async function fillQuickForm(page: Page, email: string) {
  await field(page, 'Full Name').fill('Priya Shah')
  await field(page, 'Email').fill(email)
  await field(page, 'Company').fill('Northwind Analytics')
  await field(page, 'Role').fill('Head of Sales')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Step 2 of 2', { exact: true })).toBeVisible()
  await fillStep2(page)
}

test('the demo page asks for a demo and thanks the visitor for a demo request', async ({
  page,
  request,
}) => {
  const email = `${uniqueSlug('demo')}@northwind.example`
  await page.goto('/leadpilot-demo')
  await fillQuickForm(page, email)
  await expect(page.getByRole('button', { name: 'Complete Onboarding' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Request My Demo' }).click()

  const thanks = page.getByRole('status').filter({ hasText: 'Demo Request Received' })
  await expect(thanks).toContainText('Thank you for asking for a demo.')
  await expect(page.getByText(/completing onboarding/i)).toHaveCount(0)
  const stored = await submissionsByEmail(request, email)
  expect(stored.docs.map((doc) => doc.variant)).toEqual(['quick'])
})

test("a marketer's own button label and thanks show on the quick form", async ({
  page,
  request,
}) => {
  const token = await staffToken('marketer')
  const slug = uniqueSlug('webinar-demo')
  const created = await request.post('/api/pages', {
    headers: auth(token),
    data: {
      title: 'Webinar follow-up',
      slug,
      _status: 'published',
      layout: [
        {
          blockType: 'onboardingWizard',
          steps: '2',
          heading: 'Book your personal walkthrough',
          submitLabel: 'Send My Request',
          thanksTitle: 'Request on its way',
          thanksText: 'Thanks for joining the webinar. We will be in touch tomorrow.',
        },
      ],
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = await created.json()

  try {
    await page.goto(`/${slug}`)
    await fillQuickForm(page, `${uniqueSlug('webinar')}@northwind.example`)
    await page.getByRole('button', { name: 'Send My Request' }).click()
    const thanks = page.getByRole('status').filter({ hasText: 'Request on its way' })
    await expect(thanks).toContainText(
      'Thanks for joining the webinar. We will be in touch tomorrow.',
    )
  } finally {
    await request.delete(`/api/pages/${doc.id}`, { headers: auth(token) })
  }
})
