/**
 * The public origin (SITE_URL): a production server without it, or without its secret, refuses
 * to start and says why; one that runs says "Origin not allowed" in the admin when staff open it
 * at another address, instead of blaming their permissions on every save.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { adminToken, auth, staffAccount, uniqueSlug } from './helpers'

const site = new URL(process.env.E2E_BASE_URL!)
// The same server under another name: the browser treats it as another origin.
const elsewhere = `http://localhost:${site.port}`

/** The output of the production server started without `missing`, once it has exited with 1. */
async function refusedStart(missing: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '1' }
  for (const name of missing) delete env[name]
  const server = spawn(process.execPath, [path.resolve('.next/standalone/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  // A server that starts anyway would keep running: stop it, and the test fails on its output.
  const stop = setTimeout(() => server.kill('SIGKILL'), 30_000)
  const code = await new Promise<number | null>((resolve) => server.on('exit', resolve))
  clearTimeout(stop)
  expect(code).toBe(1)
  return output
}

test('a production server without SITE_URL refuses to start and says what to set', async () => {
  const output = await refusedStart(['SITE_URL', 'NEXT_PUBLIC_SERVER_URL'])
  expect(output).toContain('SITE_URL is not set')
  expect(output).toContain('SITE_URL=https://www.example.com')
})

test('a production server without PAYLOAD_SECRET refuses to start and says what to set', async () => {
  const output = await refusedStart(['PAYLOAD_SECRET'])
  expect(output).toContain('PAYLOAD_SECRET is not set')
  expect(output).not.toContain('SITE_URL is not set')
})

test('a marketer who opens the admin at another address is told the origin is not allowed, and nothing is saved', async ({
  page,
  request,
}) => {
  test.slow()
  const marketer = await staffAccount('marketer')
  await page.goto(`${elsewhere}/admin/login`)
  await expect(page.getByRole('alert').filter({ hasText: 'Origin not allowed' })).toContainText(
    site.origin,
  )
  await page.locator('#field-email').fill(marketer.email)
  await page.locator('#field-password').fill(marketer.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Origin not allowed' })).toBeVisible()

  const name = `Origin ${uniqueSlug('author')}`
  await page.goto(`${elsewhere}/admin/collections/authors/create`)
  await page.locator('#field-name').fill(name)
  await page.locator('#field-jobTitle').fill('Outreach lead')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Origin not allowed/).last()).toBeVisible()
  await expect(page.getByText('You are not allowed to perform this action')).toHaveCount(0)

  const found = await request.get(`/api/authors?where[name][equals]=${encodeURIComponent(name)}`, {
    headers: auth(await adminToken()),
  })
  expect((await found.json()).totalDocs).toBe(0)

  // At the site's own address the same marketer saves the same author.
  await page.goto(`${site.origin}/admin/login`)
  await expect(page.getByText('Origin not allowed')).toHaveCount(0)
  await page.locator('#field-email').fill(marketer.email)
  await page.locator('#field-password').fill(marketer.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`${site.origin}/admin/collections/authors/create`)
  await page.locator('#field-name').fill(name)
  await page.locator('#field-jobTitle').fill('Outreach lead')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
})
