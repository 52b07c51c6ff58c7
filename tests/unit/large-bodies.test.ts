import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendLargeBodiesAsBytes } from '../../src/instrumentation-node'

// Two-byte text (€, ’) well past the threshold, as the cached home page is.
const page = `<!DOCTYPE html><p>Plans from €818 a month, and it’s yours.</p>`.repeat(2000)
const answers: Record<string, (res: http.ServerResponse, done: () => void) => void> = {
  '/page': (res) => res.end(page),
  '/page-utf8-callback': (res, done) => res.end(page, 'utf8', done),
  '/page-callback': (res, done) => res.end(page, done),
  '/hex': (res) => res.end(Buffer.from(page).toString('hex'), 'hex'),
  '/small': (res) => res.end('short and sweet – £5'),
  '/bytes': (res) => res.end(Buffer.from(page)),
  '/empty': (res) => res.end(),
  // A cached public page, as Next.js sends it: the same string object on every request.
  '/public': (res) => {
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=1')
    res.end(page)
  },
  // The same page after a publish: a new string.
  '/public-edited': (res) => {
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=1')
    res.end(edited)
  },
}
const edited = page.replace('€818', '€829')

let server: http.Server
let base: string
const callbacks: string[] = []

beforeAll(async () => {
  sendLargeBodiesAsBytes()
  sendLargeBodiesAsBytes() // a second call changes nothing
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    answers[req.url ?? '']?.(res, () => callbacks.push(req.url ?? ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('large string bodies are sent as bytes', () => {
  it.each([
    ['/page', page],
    ['/page-utf8-callback', page],
    ['/page-callback', page],
    ['/hex', page],
    ['/small', 'short and sweet – £5'],
    ['/bytes', page],
    ['/empty', ''],
    ['/public', page],
    ['/public', page],
    ['/public-edited', edited],
    ['/public', page],
  ])('%s arrives byte for byte, with its length', async (path, text) => {
    const res = await fetch(base + path)
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.equals(Buffer.from(text))).toBe(true)
    expect(res.headers.get('content-length')).toBe(String(body.length))
  })

  it('still calls the callback given to end()', () => {
    expect(callbacks).toEqual(expect.arrayContaining(['/page-utf8-callback', '/page-callback']))
  })

  it('sends no body to HEAD', async () => {
    const res = await fetch(`${base}/page`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })
})
