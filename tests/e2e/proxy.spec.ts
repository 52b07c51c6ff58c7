/**
 * The shipped reverse proxy (deploy/nginx.conf) as Debian's nginx runs it, in front of the real
 * app: its micro-cache cannot be poisoned by the client-side router's requests, a visitor cannot
 * skip or refresh it, a body over the app's largest limit gets the app's kind of 413, what nginx
 * answers itself (the app down, a malformed request) carries the app's security headers, and it
 * always closes an idle connection to the app before the app would.
 */
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { UPLOAD_BODY_LIMIT } from '../../src/workarounds/body-limit'
import { freePort } from '../../scripts/db'
import {
  ensureNginx,
  proxyConfig,
  startNginx,
  upstreamIdleSeconds,
  type Nginx,
} from '../../scripts/nginx'

test.describe.configure({ mode: 'serial' })

const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
let nginx: Nginx
let proxy: string

/** The shipped proxy in front of these app ports, on a port of its own. */
async function startProxy(appPorts: number[]): Promise<{ nginx: Nginx; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-proxy-'))
  fs.mkdirSync(path.join(dir, 'cache'))
  const port = await freePort()
  const started = await startNginx(
    dir,
    proxyConfig(conf, { appPorts, port, cacheDir: path.join(dir, 'cache') }),
    port,
  )
  return { nginx: started, url: `http://127.0.0.1:${port}` }
}

test.beforeAll(async () => {
  ensureNginx()
  ;({ nginx, url: proxy } = await startProxy([Number(new URL(process.env.E2E_BASE_URL!).port)]))
})
test.afterAll(() => nginx?.stop())

/** The status of a request fetch() cannot send (TRACE). */
export function statusOf(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

function get(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers, redirect: 'manual' })
}

/** Asks until the proxy has the page stored (the first answer fills the cache). */
async function warm(pathname: string) {
  await expect
    .poll(async () => (await get(`${proxy}${pathname}`)).headers.get('x-cache'))
    .toBe('HIT')
}

test("the client-side router's requests are never stored, so no visitor gets their answer", async () => {
  // Fresh cache: the router's request comes first.
  const router = await get(`${proxy}/case-studies`, { RSC: '1' })
  expect(router.headers.get('x-cache')).toBe('BYPASS')
  for (const headers of [
    { 'Next-Router-Prefetch': '1' } as Record<string, string>,
    { 'Next-Router-State-Tree': '%5B%22%22%5D' },
    { 'Next-Url': '/case-studies' },
  ])
    expect((await get(`${proxy}/case-studies`, headers)).headers.get('x-cache')).toBe('BYPASS')

  const visitor = await get(`${proxy}/case-studies`)
  expect(visitor.status).toBe(200)
  expect(visitor.headers.get('location')).toBeNull()
  expect(visitor.headers.get('content-type')).toMatch(/text\/html/)
  expect(await visitor.text()).toContain('<html')
  await warm('/case-studies')
})

test('a visitor cannot make the proxy skip or refresh its copy: neither the refresh header nor a staff cookie', async () => {
  await warm('/about')
  for (const headers of [
    { 'X-Leadpilot-Refresh': '1' } as Record<string, string>,
    { Cookie: 'payload-token=x' },
    { Cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x; other=1' },
  ])
    expect(
      (await get(`${proxy}/about`, headers)).headers.get('x-cache'),
      JSON.stringify(headers),
    ).toBe('HIT')
  // Preview always reaches the app.
  expect(
    (await get(`${proxy}/about`, { Cookie: '__prerender_bypass=x' })).headers.get('x-cache'),
  ).toBe('BYPASS')
})

test('a page is kept for a second (nginx counts whole seconds: under two): the first request after that fetches it afresh', async () => {
  await warm('/how-it-works')
  await new Promise((resolve) => setTimeout(resolve, 2_100))
  const after = await get(`${proxy}/how-it-works`)
  expect(after.status).toBe(200)
  // Fetched from the app for this very request, not served stale while refreshed behind it.
  expect(after.headers.get('x-cache')).toBe('EXPIRED')
  // Kept again once stored (a request in the meantime is told UPDATING).
  await warm('/how-it-works')
})

test('one body limit with the app: the largest upload passes the proxy, more gets 413 in JSON', async () => {
  const limitMb = Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1])
  expect(limitMb * 1024 * 1024).toBe(UPLOAD_BODY_LIMIT)

  const upload = (size: number) => {
    const form = new FormData()
    form.set('file', new Blob([Buffer.alloc(size)], { type: 'image/png' }), 'big.png')
    return fetch(`${proxy}/api/media`, { method: 'POST', body: form })
  }
  // Within the limit the app answers (a visitor may not upload), not the proxy.
  const within = await upload(UPLOAD_BODY_LIMIT - 64 * 1024)
  expect(within.status).toBe(403)
  const over = await upload(UPLOAD_BODY_LIMIT + 1024)
  expect(over.status).toBe(413)
  expect(over.headers.get('content-type')).toMatch(/application\/json/)
  const body = await over.json()
  expect(body.message).toMatch(/too large \(limit 10 MB\)/)
  expect(body.errors[0].message).toBe(body.message)
  // The app's own smaller limits come back through the proxy as the app wrote them.
  const onboarding = await fetch(`${proxy}/api/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coreProducts: 'x'.repeat(300 * 1024) }),
  })
  expect(onboarding.status).toBe(413)
  expect((await onboarding.json()).message).toMatch(/too large/)
})

/** The status and headers of a request sent as these bytes (fetch() cannot send a malformed one). */
function rawAnswer(url: string, text: string): Promise<{ status: number; headers: Headers }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0].split('\r\n')
      const headers = new Headers()
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers.append(line.slice(0, colon), line.slice(colon + 1).trim())
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers })
    })
    socket.end(text)
  })
}

/** The headers every answer of the app carries; nginx's own answers carry the same. */
const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'content-security-policy',
]

/** The app's security headers on an API answer, as the app itself sends them. */
async function appApiHeaders(): Promise<Record<string, string | null>> {
  const res = await get(`${process.env.E2E_BASE_URL}/api/posts?limit=1`)
  expect(res.status).toBe(200)
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers.get(name)]))
}

/** An answer nginx made itself: the app's security headers, and a JSON message. */
async function expectProxyAnswer(
  res: { status: number; headers: Headers; text?: () => Promise<string> },
  status: number,
  label: string,
) {
  expect(res.status, label).toBe(status)
  const app = await appApiHeaders()
  for (const name of SECURITY_HEADERS) {
    expect(app[name], `the app sends ${name}`).toBeTruthy()
    expect(res.headers.get(name), `${label}: ${name}`).toBe(app[name])
  }
  expect(res.headers.get('content-type'), label).toMatch(/application\/json/)
  expect(res.headers.get('cache-control'), label).toBe('no-store')
  if (res.text) {
    const body = JSON.parse(await res.text())
    expect(body.errors[0].message, label).toBe(body.message)
    return body.message as string
  }
}

test("nginx's own answers carry the app's security headers: the app down, malformed or oversized requests", async () => {
  // The app down: nothing listens on the only instance's port.
  const down = await startProxy([await freePort()])
  try {
    for (const [method, pathname] of [
      ['GET', '/'],
      ['GET', '/about'],
      ['POST', '/api/onboarding'],
      ['GET', '/admin'],
    ]) {
      const res = await fetch(`${down.url}${pathname}`, {
        method,
        body: method === 'POST' ? '{}' : undefined,
        redirect: 'manual',
      })
      expect(await expectProxyAnswer(res, 502, `${method} ${pathname}, app down`)).toMatch(
        /unavailable for a moment/,
      )
    }
  } finally {
    await down.nginx.stop()
  }

  const tooLarge = await fetch(`${proxy}/api/media`, {
    method: 'POST',
    body: Buffer.alloc(UPLOAD_BODY_LIMIT + 1024),
  })
  expect(await expectProxyAnswer(tooLarge, 413, 'a body over the limit')).toMatch(/too large/)
  await expectProxyAnswer(await get(`${proxy}/${'a'.repeat(9_000)}`), 414, 'a long address')
  // nginx's own 404: its error location is not a page.
  await expectProxyAnswer(await get(`${proxy}/_proxy/error`), 404, "nginx's error location")
  const host = new URL(proxy).host
  for (const [label, request, status] of [
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['a malformed header', `GET / HTTP/1.1\r\nHost: ${host}\r\nBad header\r\n\r\n`, 400],
    ['TRACE', `TRACE / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 405],
  ] as const)
    await expectProxyAnswer(await rawAnswer(proxy, request), status, label)
})

test("the app's own errors pass through the proxy as the app made them", async () => {
  const missing = await get(`${proxy}/no-such-page`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('content-type')).toMatch(/text\/html/)
  expect(missing.headers.get('content-security-policy')).toContain('https://assets.calendly.com')
  expect(missing.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(await missing.text()).toContain('<html')
  const card = await get(`${proxy}/og/no-such-page-anywhere`)
  expect(card.status).toBe(404)
  expect(card.headers.get('cross-origin-resource-policy')).toBe('same-site')
})

test('TRACE is refused', async () => {
  expect(await statusOf(`${proxy}/`, 'TRACE')).toBe(405)
  expect(await statusOf(`${proxy}/api/posts`, 'TRACE')).toBe(405)
})

test("answers do not name the proxy's version", async () => {
  for (const url of [`${proxy}/`, `${proxy}/no-such-page`]) {
    expect((await get(url)).headers.get('server'), url).toBe('nginx')
  }
})

test('the app keeps an idle connection open longer than the proxy does, so the proxy always closes first', async () => {
  test.slow()
  const proxyIdle = upstreamIdleSeconds(conf)
  expect(proxyIdle, 'deploy/nginx.conf sets keepalive_timeout in its upstream').toBeDefined()

  // One connection to the app: a request, 6 s of silence (past Node's default of 5 s), another.
  const app = new URL(process.env.E2E_BASE_URL!)
  const socket = net.connect(Number(app.port), app.hostname)
  let received = ''
  let closed = false
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('close', () => (closed = true))
  const ask = () => socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${app.host}\r\n\r\n`)
  const answers = () => received.match(/^HTTP\/1\.1 200/gm)?.length ?? 0

  ask()
  await expect.poll(answers).toBe(1)
  const advertised = Number(/^keep-alive: timeout=(\d+)/im.exec(received)?.[1])
  expect(advertised).toBeGreaterThan(proxyIdle!)
  await new Promise((resolve) => setTimeout(resolve, 6_000))
  expect(closed).toBe(false)
  ask()
  await expect.poll(answers).toBe(2)
  socket.destroy()
})
