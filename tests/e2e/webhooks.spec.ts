/**
 * An admin registers a webhook endpoint in the admin panel (a real receiver in the test process,
 * on loopback, which the test server allows), sees its signing secret once and not after a
 * reload, sends a test event that the receiver verifies with the Standard Webhooks library, sees
 * the delivery listed with its status, response code and attempts, and resends it under the same
 * message id.
 */
import { expect, test } from '@playwright/test'
import { startWebhookReceiver, verifyHook } from '../support/webhook-receiver'
import { signIn } from './helpers'

test('an admin registers an endpoint, sees its secret once, tests it and resends a delivery', async ({
  page,
}) => {
  test.slow()
  const receiver = await startWebhookReceiver()
  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signIn(page)
    await page.goto('/admin/collections/webhook-endpoints/create')
    await page.getByLabel('Address (URL)').fill(receiver.url)
    await page.locator('#field-events').click()
    await page.locator('.rs__option', { hasText: 'Person’s data erased' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/webhook-endpoints\/\d+/)

    await page.getByRole('button', { name: 'Show signing secret (once)' }).click()
    const shown = page.getByTestId('webhook-secret')
    await expect(shown).toHaveText(/^whsec_/)
    const secret = (await shown.textContent())!
    await page.reload()
    await expect(page.getByRole('button', { name: 'Send test event' })).toBeVisible()
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show signing secret (once)' })).toHaveCount(0)
    await expect(page.getByText(secret)).toHaveCount(0)

    await page.getByRole('button', { name: 'Send test event' }).click()
    await expect(page.getByText('Test event queued')).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1)
    const [first] = receiver.received
    expect(verifyHook(first, secret).type).toBe('test')

    const row = page.getByTestId('webhook-delivery')
    await expect(async () => {
      await page.reload()
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('delivered', { timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await expect(row).toContainText('Test event')
    await expect(row).toContainText('200')
    await expect(row).toContainText(first.id)
    await page.screenshot({ path: 'test-results/webhook-endpoint-1280.png', fullPage: true })

    await row.getByRole('button', { name: 'Resend' }).click()
    await expect(page.getByText('Queued again, with the same message id.')).toBeVisible()
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2)
    expect(receiver.received[1].id).toBe(first.id)
    expect(verifyHook(receiver.received[1], secret).type).toBe('test')
  } finally {
    await receiver.stop()
  }
})
