import { describe, expect, it } from 'vitest'
import { clientKey, RateLimiter, trustedProxyCount } from '@/lib/rate-limit'

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value })

describe('rate limiter', () => {
  it('lets a client make `limit` requests per window, then says when to retry', () => {
    const limiter = new RateLimiter(3, 60_000)
    const t = 1_000_000
    expect([1, 2, 3].map(() => limiter.take('a', t).ok)).toEqual([true, true, true])
    expect(limiter.take('a', t + 10_000)).toEqual({ ok: false, retryAfter: 50 })
    expect(limiter.take('b', t).ok).toBe(true)
    expect(limiter.take('a', t + 60_000).ok).toBe(true)
  })
})

describe('clientKey', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted: rotating it dodges nothing', () => {
    const keys = ['203.0.113.1', '203.0.113.2', '10.0.0.1, 203.0.113.3'].map((v) =>
      clientKey(forwarded(v), 0),
    )
    expect(new Set(keys)).toEqual(new Set(['direct']))
    expect(clientKey(new Headers({ 'x-real-ip': '203.0.113.9' }), 0)).toBe('direct')
  })

  it('behind one trusted proxy, takes the hop that proxy appended, not what the caller wrote', () => {
    // nginx's $proxy_add_x_forwarded_for appends the address it sees to the caller's header.
    expect(clientKey(forwarded('203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientKey(forwarded('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientKey(forwarded('5.6.7.8,1.2.3.4 , 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientKey(new Headers(), 1)).toBe('direct')
  })

  it('behind two trusted proxies, takes the second hop from the right', () => {
    expect(clientKey(forwarded('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
    expect(clientKey(forwarded('203.0.113.9'), 2)).toBe('203.0.113.9')
  })

  it('reads TRUST_PROXY as a count of proxies', () => {
    expect(trustedProxyCount(undefined)).toBe(0)
    expect(trustedProxyCount('')).toBe(0)
    expect(trustedProxyCount('0')).toBe(0)
    expect(trustedProxyCount('false')).toBe(0)
    expect(trustedProxyCount('-1')).toBe(0)
    expect(trustedProxyCount('1')).toBe(1)
    expect(trustedProxyCount('true')).toBe(1)
    expect(trustedProxyCount('2')).toBe(2)
  })
})
