/**
 * The live chat as a visitor and the team live it: the visitor gives their e-mail address with
 * their first message and sees the automatic reply; bad input says what is wrong and keeps what
 * was typed; the team is e-mailed; ops find the conversation in the admin and answer there; the
 * reply appears in the visitor's open window, and a visitor who left gets it by e-mail instead; a
 * reload keeps the conversation; marketers see no chats; a flood is answered 429 with a message.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHAT_LIMITS, londonDate, replyExpectation } from '@/lib/chat'
import { mailsContaining, signIn, staffAccount, uniqueSlug } from './helpers'

const TEAM = 'support@leadpilot.example'

/** The days the team is away, as London dates, from the settings the site reads. */
async function daysAway(request: APIRequestContext) {
  const settings = await (await request.get('/api/globals/site-settings?depth=0')).json()
  const stored = (settings.chatClosedDays ?? []) as { date: string }[]
  return stored.flatMap((day) => londonDate(day.date) ?? [])
}

async function openChat(page: Page) {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Start Chat' }).click()
  const dialog = page.getByRole('dialog', { name: 'Live chat' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Ops open the conversation with `email` from the admin's list and send `reply`. */
async function answerInAdmin(ops: Page, email: string, question: string, reply: string) {
  await ops.goto('/admin/collections/conversations')
  await ops.getByRole('row').filter({ hasText: email }).getByRole('link').first().click()
  const thread = ops.getByRole('region', { name: 'Conversation' })
  await expect(thread.locator('[data-sender=visitor]')).toContainText(question)
  await ops.getByLabel('Your reply').fill(reply)
  await ops.getByRole('button', { name: 'Send reply' }).click()
  await expect(ops.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible()
  await expect(thread.locator('[data-sender=team]')).toContainText(reply)
}

test('a visitor chats, ops answer in the admin, and the reply reaches the window or the inbox', async ({
  page,
  browser,
  request,
}) => {
  test.slow()
  const email = `${uniqueSlug('chatter')}@example.com`
  const question = 'Do you work with accountancy firms in Leeds?'
  const dates = await daysAway(request)
  const dialog = await openChat(page)
  // The window says honestly when a person will answer.
  await expect(dialog).toContainText(replyExpectation(new Date(), dates).text)

  const emailField = dialog.getByLabel('Your email address')
  const input = dialog.getByLabel('Your message')
  const mine = dialog.locator('[data-sender=user]')
  const theirs = dialog.locator('[data-sender=support]')

  // Without an address, or with a wrong one, the message waits and the field says why.
  await input.fill(question)
  await input.press('Enter')
  await expect(dialog.getByText('Please enter your email address so we can reply')).toBeVisible()
  await expect(emailField).toBeFocused()
  await emailField.fill('jo@leeds')
  await input.press('Enter')
  await expect(
    dialog.getByText('Please enter a valid email address, like name@company.com'),
  ).toBeVisible()
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveValue(question)
  await expect(mine).toHaveCount(0)

  // A good address: the message goes, the box empties, the automatic reply follows.
  await emailField.fill(email)
  await input.press('Enter')
  await expect(mine).toHaveCount(1)
  await expect(mine.first()).toContainText(question)
  await expect(input).toHaveValue('')
  await expect(theirs).toHaveCount(1)
  await expect(theirs.first()).toContainText('support@leadpilot.example')
  await expect(emailField).toBeHidden()

  // A message that is too long is kept, with the reason.
  const long = 'x'.repeat(CHAT_LIMITS.message + 1)
  await input.fill(long)
  await input.press('Enter')
  await expect(dialog.getByText('Please use no more than 2,000 characters')).toBeVisible()
  await expect(input).toHaveValue(long)
  await input.fill('')

  // The team hears of it by e-mail, with the link to answer in the admin.
  await expect
    .poll(() => mailsContaining(question, TEAM).length, { timeout: 30_000 })
    .toBeGreaterThan(0)
  expect(mailsContaining(question, TEAM)[0].raw).toContain('/admin/collections/conversations/')

  // A second visitor writes, then leaves the site.
  const leaverEmail = `${uniqueSlug('leaver')}@example.com`
  const leaverQuestion = 'Can you start before Christmas?'
  const leaverContext = await browser.newContext()
  const leaver = await leaverContext.newPage()
  const leaverDialog = await openChat(leaver)
  await leaverDialog.getByLabel('Your email address').fill(leaverEmail)
  await leaverDialog.getByLabel('Your message').fill(leaverQuestion)
  await leaverDialog.getByRole('button', { name: 'Send message' }).click()
  await expect(leaverDialog.locator('[data-sender=user]')).toHaveCount(1)
  await leaverContext.close()

  // Ops answer both in the admin.
  const staff = await browser.newContext()
  const ops = await staff.newPage()
  await signIn(ops, await staffAccount('ops'))
  const reply = 'Yes: we look after six accountancy firms in Yorkshire. What size is yours?'
  await answerInAdmin(ops, email, question, reply)
  const leaverReply = 'Yes, we can start in the first week of December.'
  await answerInAdmin(ops, leaverEmail, leaverQuestion, leaverReply)

  // The reply shows in the open window.
  await expect(theirs.filter({ hasText: reply })).toBeVisible({ timeout: 15_000 })

  // A reload keeps the conversation.
  await page.reload()
  const again = await openChat(page)
  await expect(again.locator('[data-sender=user]').first()).toContainText(question)
  await expect(again.locator('[data-sender=support]').filter({ hasText: reply })).toBeVisible()

  // The visitor who left gets the reply by e-mail, with the way back; the one who read it does not.
  await expect
    .poll(() => mailsContaining(leaverReply, leaverEmail).length, { timeout: 150_000 })
    .toBe(1)
  expect(mailsContaining(leaverReply, leaverEmail)[0].raw).toContain('/contact')
  expect(mailsContaining(reply, email)).toHaveLength(0)
  await staff.close()

  // Marketers see no chats: not in the menu, not on the screen, not through the API.
  const marketerContext = await browser.newContext()
  const marketer = await marketerContext.newPage()
  await signIn(marketer, await staffAccount('marketer'))
  await expect(marketer.getByRole('link', { name: 'Live chats' })).toHaveCount(0)
  await marketer.goto('/admin/collections/conversations')
  await expect(marketer.getByText(email)).toHaveCount(0)
  const api = await marketer.request.get('/api/conversations')
  expect(api.status()).toBe(403)
  expect(await api.text()).not.toContain(email)
  await marketerContext.close()
})

test('a flood of chat messages is refused with 429 and a message', async ({ request }) => {
  const headers = {
    'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  }
  let last = await request.post('/api/chat', { headers, data: { email: 'x', message: 'Hi' } })
  for (let i = 0; i < 12 && last.status() !== 429; i++) {
    expect(last.status()).toBe(400)
    last = await request.post('/api/chat', { headers, data: { email: 'x', message: 'Hi' } })
  }
  expect(last.status()).toBe(429)
  expect(last.headers()['retry-after']).toBeTruthy()
  expect((await last.json()).message).toMatch(/Please wait a minute and try again/)
})
