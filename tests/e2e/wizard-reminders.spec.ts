/**
 * A prospect who stopped part-way through the wizard, as the reminders meet them: once the
 * delay set in Settings → Privacy has passed since their last step, one plain e-mail arrives
 * through the real SMTP server with their resume link and a one-click stop; a repeated run sends
 * nothing twice; the stop needs no login and ends the reminders; and a prospect who submitted
 * is never reminded. Time is moved by setting a draft's last save back in the database, and the
 * reminder run is queued as its schedule queues it, so the runner does the rest.
 */
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { mailsContaining } from './helpers'
import { field, reachStep5, startWizard, stepText } from './wizard'

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The draft saved for `email`, once the wizard has saved one. */
async function savedDraft(email: string) {
  let draft: { id: number; steps_done: number } | undefined
  await expect
    .poll(
      async () =>
        ([draft] = await sql<{ id: number; steps_done: number }>(
          'select id, steps_done::int as steps_done from onboarding_drafts where email = $1',
          [email],
        )) && draft,
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return draft!
}

/** Sets the draft's last change `hours` back, as if the prospect had left it that long ago. */
const lastSavedHoursAgo = (email: string, hours: number) =>
  sql(
    `update onboarding_drafts set last_saved_at = now() - make_interval(hours => $2) where email = $1`,
    [email, hours],
  )

/** Queues one reminder run, as its ten-minute schedule does, and waits for the runner to finish it. */
async function runReminders() {
  const [{ id }] = await sql<{ id: number }>(
    `insert into payload_jobs (task_slug, queue, input) values ('remindDrafts', 'default', '{}') returning id`,
  )
  // The runner deletes a job once it has completed.
  await expect
    .poll(async () => (await sql('select 1 from payload_jobs where id = $1', [id])).length, {
      timeout: 30_000,
    })
    .toBe(0)
}

/** The raw source of a mail with quoted-printable undone, for reading links off it. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
const reminders = (email: string) =>
  mailsContaining('Stop these reminders (one click, no login)', email)

test('a prospect who stopped is reminded once with their link, and one click stops the next reminder', async ({
  page,
  browser,
}) => {
  test.slow()
  const email = `reminded-${Date.now()}@acme-widgets.example`
  await startWizard(page, email)
  expect((await savedDraft(email)).steps_done).toBe(1)

  // Not yet due (the first reminder follows 24 hours after the last step, by default): nothing.
  await lastSavedHoursAgo(email, 23)
  await runReminders()
  expect(reminders(email)).toHaveLength(0)

  await lastSavedHoursAgo(email, 25)
  await runReminders()
  await expect.poll(() => reminders(email).length, { timeout: 20_000 }).toBe(1)
  // A second run finds the reminder already sent: still one e-mail.
  await runReminders()
  expect(reminders(email)).toHaveLength(1)

  const text = decoded(reminders(email)[0]!.raw)
  expect(text).toContain('Subject: Your Leadpilot onboarding is nearly there')
  expect(text).toContain('We will send at most one more reminder.')
  const resume = /(https?:\/\/\S+\/onboarding\?resume=[\w.-]+)/.exec(text)?.[1]
  const stop = /(https?:\/\/\S+\/reminders\/stop\?code=[\w.-]+)/.exec(text)?.[1]
  expect(resume, 'resume link').toBeTruthy()
  expect(stop, 'stop link').toBeTruthy()

  // The link opens the saved answers on another device, at the step after the one done.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const other = await phone.newPage()
  await other.goto(resume!)
  await stepText(other, 2)
  await other.getByRole('button', { name: 'Previous' }).click()
  await stepText(other, 1)
  await expect(field(other, 'Email')).toHaveValue(email)

  // The stop link needs no login; opening it changes nothing until the button is pressed.
  const inbox = await browser.newContext()
  const stopPage = await inbox.newPage()
  await stopPage.goto(stop!)
  await expect(
    stopPage.getByRole('heading', { name: 'Stop reminders about your onboarding' }),
  ).toBeVisible()
  await stopPage.getByRole('button', { name: 'Stop the reminders' }).click()
  await expect(stopPage.getByRole('heading', { name: 'Reminders stopped' })).toBeVisible()
  await expect(
    stopPage.getByRole('status').filter({ hasText: 'We will not send you any more' }),
  ).toBeVisible()

  // Five days on, when the second reminder would have been due: none comes.
  await lastSavedHoursAgo(email, 5 * 24)
  await runReminders()
  expect(reminders(email)).toHaveLength(1)
  await phone.close()
  await inbox.close()
})

test('a prospect who sent their answers is never reminded', async ({ page }) => {
  test.slow()
  const email = `sent-${Date.now()}@acme-widgets.example`
  await page.goto('/onboarding')
  await reachStep5(page, { email })
  await savedDraft(email)
  await page.getByRole('button', { name: 'Complete Onboarding' }).click()
  await expect(page.getByText('Brief Automatically Sent')).toBeVisible()

  await lastSavedHoursAgo(email, 5 * 24)
  await runReminders()
  expect(reminders(email)).toHaveLength(0)
})
