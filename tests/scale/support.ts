/** What the scale-out tests share: the addresses scripts/scale.ts serves, and its controls. */
import { expect } from 'vitest'

export const proxy = process.env.SCALE_PROXY_URL ?? ''
export const [instanceA = '', instanceB = ''] = (process.env.SCALE_INSTANCE_URLS ?? '').split(',')
const controlUrl = process.env.SCALE_CONTROL_URL ?? ''

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** A staff JWT from this instance's REST API, as the admin panel signs in. */
export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/** Calls the REST API of one instance as the admin, with a JSON body. */
export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${base}/api/${path}`, {
    method,
    headers: { ...auth(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
}

/** Runner n (0 and 1: the web instances; 2: the jobs worker) killed with kill -9, or started. */
export async function control(action: 'kill' | 'start', runner: number): Promise<void> {
  const res = await fetch(`${controlUrl}/${action}/${runner}`, { method: 'POST' })
  expect(res.status, await res.text()).toBe(204)
}

/** Message-IDs of every message the SMTP server accepted, and of what its mailbox filed. */
export async function mail(): Promise<{ received: string[]; filed: string[] }> {
  return (await fetch(`${controlUrl}/mail`)).json() as Promise<{
    received: string[]
    filed: string[]
  }>
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls a page until `check` holds; the milliseconds it took. */
export async function msUntil(
  url: string,
  check: (html: string, status: number) => boolean,
  timeoutMs = 5_000,
): Promise<number> {
  const start = Date.now()
  for (;;) {
    const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } })
    if (check(await res.text(), res.status)) return Date.now() - start
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not change in ${timeoutMs} ms`)
    await sleep(25)
  }
}
