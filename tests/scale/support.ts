/** What the scale-out tests share: the addresses scripts/scale.ts serves, and its controls. */
import fs from 'node:fs'
import { expect } from 'vitest'

export const proxy = process.env.SCALE_PROXY_URL ?? ''
export const [instanceA = '', instanceB = ''] = (process.env.SCALE_INSTANCE_URLS ?? '').split(',')
const controlUrl = process.env.SCALE_CONTROL_URL ?? ''

const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** The instances' server logs, A then B. */
export const logs = (process.env.SCALE_LOGS ?? '').split(',')

/** The setup code in an instance's log: it prints it at start-up while no account exists. */
export async function setupCodeIn(logFile: string, timeoutMs = 30_000): Promise<string> {
  const start = Date.now()
  for (;;) {
    const code = /setup code ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/.exec(
      fs.readFileSync(logFile, 'utf8'),
    )
    if (code) return code[1]
    if (Date.now() - start > timeoutMs) throw new Error(`no setup code in ${logFile}`)
    await sleep(100)
  }
}

export const firstRegister = (base: string, body: Record<string, unknown>) =>
  fetch(`${base}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, 'confirm-password': body.password }),
  })

/**
 * The database starts with no account, as a fresh deployment does: the admin is created the
 * first time a test needs it, with the setup code instance A printed, through instance B.
 */
let adminMade: Promise<void> | undefined
function ensureAdmin(): Promise<void> {
  adminMade ??= (async () => {
    const init = (await (await fetch(`${instanceB}/api/users/init`)).json()) as {
      initialized: boolean
    }
    if (init.initialized) return
    const res = await firstRegister(instanceB, {
      ...admin,
      setupCode: await setupCodeIn(logs[0]),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('admin')
  })()
  return adminMade
}

/** A staff JWT from this instance's REST API, as the admin panel signs in. */
export async function adminToken(base: string): Promise<string> {
  await ensureAdmin()
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
