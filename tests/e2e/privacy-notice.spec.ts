/**
 * Where a visitor gives their details, they are told who receives them and why, with a link to
 * the privacy notice; every dictation button says where the recording goes.
 */
import { expect, test } from '@playwright/test'
import { fillStep1, next } from './wizard'

const NOTICE = /Your answers go to the Leadpilot onboarding team/

for (const path of ['/onboarding', '/leadpilot-demo']) {
  test(`${path}: step 1 says who receives the answers and why, and links to the privacy notice`, async ({
    page,
  }) => {
    await page.goto(path)
    const notice = page.getByText(NOTICE)
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('write your client brief and plan your campaign')
    await expect(notice).toContainText('speech-to-text service')
    await notice.getByRole('link', { name: 'our privacy notice' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  })
}

test('each dictation button says its recording goes to a speech-to-text service and is not kept', async ({
  page,
}) => {
  await page.goto('/onboarding')
  await fillStep1(page)
  await next(page)
  const buttons = page.getByRole('button', { name: /^Dictate / })
  await expect(buttons.first()).toBeVisible()
  for (const button of await buttons.all()) {
    await expect(button).toHaveAccessibleDescription(
      'Your recording goes to our speech-to-text service to become text, and is not kept.',
    )
    await expect(button).toHaveAttribute('title', /speech-to-text service/)
  }
})
