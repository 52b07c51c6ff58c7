import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appendEachValueOnce } from '@/workarounds/repeated-headers'

let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    appendEachValueOnce(res)
    // What Next.js does to a redirect that fills the cache: set by the render, appended again
    // from the cached copy's headers.
    res.statusCode = 308
    res.setHeader('location', '/pricing-overview')
    res.appendHeader('location', '/pricing-overview')
    res.appendHeader('set-cookie', 'a=1')
    res.appendHeader('set-cookie', ['a=1', 'b=2'])
    res.appendHeader('vary', 'RSC')
    res.appendHeader('vary', 'Accept-Encoding')
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Every header line as sent, in order, with lower-case names. */
async function rawHeaders(): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    http
      .get(origin, (res) => {
        res.resume()
        const lines: [string, string][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          lines.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]])
        }
        resolve(lines)
      })
      .on('error', reject)
  })
}

describe('each header value is sent once', () => {
  it('a redirect carries one Location line', async () => {
    const lines = await rawHeaders()
    expect(lines.filter(([name]) => name === 'location')).toEqual([
      ['location', '/pricing-overview'],
    ])
  })

  it('headers that repeat keep every distinct value, once each', async () => {
    const lines = await rawHeaders()
    expect(lines.filter(([name]) => name === 'set-cookie').map(([, v]) => v)).toEqual([
      'a=1',
      'b=2',
    ])
    const vary = lines.filter(([name]) => name === 'vary').map(([, v]) => v)
    expect(vary.join(', ')).toBe('RSC, Accept-Encoding')
  })
})
