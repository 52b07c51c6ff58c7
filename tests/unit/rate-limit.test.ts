import { describe, expect, it } from 'vitest'
import { clientKey, RateLimiter } from '@/lib/rate-limit'

describe('rate limiter', () => {
  it('lets a client make `limit` requests per window, then says when to retry', () => {
    const limiter = new RateLimiter(3, 60_000)
    const t = 1_000_000
    expect([1, 2, 3].map(() => limiter.take('a', t).ok)).toEqual([true, true, true])
    expect(limiter.take('a', t + 10_000)).toEqual({ ok: false, retryAfter: 50 })
    expect(limiter.take('b', t).ok).toBe(true)
    expect(limiter.take('a', t + 60_000).ok).toBe(true)
  })

  it('keys clients by the first forwarded address', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe(
      '203.0.113.9',
    )
    expect(clientKey(new Headers())).toBe('direct')
  })
})
