import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** A JWT for the e2e admin, for driving the REST API as the admin panel does. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: admin })
  expect(res.ok()).toBeTruthy()
  return (await res.json()).token as string
}

export function auth(token: string) {
  return { Authorization: `JWT ${token}` }
}

/** Polls a page's HTML until it contains (or stops containing) the text; returns the ms it took. */
export async function msUntilHtml(
  request: APIRequestContext,
  path: string,
  check: (html: string, status: number) => boolean,
  timeoutMs = 5_000,
): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    const res = await request.get(path, { headers: { 'cache-control': 'no-cache' } })
    if (check(await res.text(), res.status())) return Date.now() - start
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${path} did not change within ${timeoutMs} ms`)
}

/** axe: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`
}
