import { describe, expect, it } from 'vitest'
import { refusedOrigin } from '@workarounds/errors'
import { publicOriginProblem } from '@/server/site-url'

describe('publicOriginProblem', () => {
  it('refuses a production server without a public origin, saying what to set', () => {
    expect(publicOriginProblem(undefined, true)).toMatch(/SITE_URL is not set/)
    expect(publicOriginProblem('', true)).toMatch(/SITE_URL=https:\/\//)
  })

  it('lets development run on its default origin', () => {
    expect(publicOriginProblem(undefined, false)).toBeUndefined()
  })

  it('accepts an http or https origin and refuses anything else', () => {
    expect(publicOriginProblem('https://www.example.com', true)).toBeUndefined()
    expect(publicOriginProblem('http://127.0.0.1:4000/', true)).toBeUndefined()
    expect(publicOriginProblem('www.example.com', true)).toMatch(/http:\/\/ or https:\/\//)
    expect(publicOriginProblem('ftp://example.com', false)).toMatch(/not "ftp:\/\/example.com"/)
  })
})

describe('refusedOrigin', () => {
  const allowed = ['http://127.0.0.1:4000']
  const headers = (init: Record<string, string>) => new Headers(init)

  it('names the origin of a signed-in request from another address', () => {
    expect(
      refusedOrigin(
        headers({ origin: 'http://localhost:4000', cookie: 'a=1; payload-token=xyz' }),
        allowed,
        'payload-token',
      ),
    ).toBe('http://localhost:4000')
  })

  it('says nothing for the site itself, anonymous callers, or requests without an Origin', () => {
    const cookie = 'payload-token=xyz'
    expect(
      refusedOrigin(headers({ origin: allowed[0], cookie }), allowed, 'payload-token'),
    ).toBeUndefined()
    expect(
      refusedOrigin(headers({ origin: 'http://localhost:4000' }), allowed, 'payload-token'),
    ).toBeUndefined()
    expect(refusedOrigin(headers({ cookie }), allowed, 'payload-token')).toBeUndefined()
  })
})
