import { afterAll, describe, expect, it, vi } from 'vitest'
import { logger } from '@/server/logger'
import { clientKey, trustedProxyCount, trustProxyIsSet } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'
import { createRedisClient } from '@/server/redis'

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value })

describe('rateLimit (in memory, without REDIS_URL)', () => {
  it('lets a client make `points` requests per window, then says when to retry', async () => {
    const limit = rateLimit({ name: 'unit-window', points: 3, seconds: 60, redis: null })
    const first = await Promise.all([1, 2, 3].map(() => limit.take('a')))
    expect(first.every((result) => result.ok)).toBe(true)
    const refused = await limit.take('a')
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.retryAfter).toBeGreaterThan(55)
    expect((await limit.take('b')).ok).toBe(true)
  })

  it('gives back a refunded request', async () => {
    const limit = rateLimit({ name: 'unit-refund', points: 2, seconds: 60, redis: null })
    for (let i = 0; i < 5; i++) {
      expect((await limit.take('a')).ok).toBe(true)
      await limit.refund('a')
    }
    await limit.take('a')
    await limit.take('a')
    expect((await limit.take('a')).ok).toBe(false)
  })
})

describe('rateLimit when its Redis cannot be reached', () => {
  const redis = createRedisClient('redis://127.0.0.1:1')
  afterAll(() => redis.destroy())

  it('lets every request through, with a warning in the log, rather than refuse visitors', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    try {
      const limit = rateLimit({ name: 'unit-down', points: 1, seconds: 60, redis })
      const results = await Promise.all([1, 2, 3].map(() => limit.take('a')))
      expect(results.every((result) => result.ok)).toBe(true)
      const events = warn.mock.calls.map((call: unknown[]) => call[1])
      expect(events.filter((event) => event === 'rate_limit_unavailable')).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('limitFromEnv', () => {
  it('takes a positive whole number, else the default', () => {
    expect(limitFromEnv('12', 30)).toBe(12)
    expect(limitFromEnv(undefined, 30)).toBe(30)
    expect(limitFromEnv('0', 30)).toBe(30)
    expect(limitFromEnv('-4', 30)).toBe(30)
    expect(limitFromEnv('abc', 30)).toBe(30)
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

  it('keys an IPv6 client by its /64, so fresh addresses from one network share a limit', () => {
    const a = clientKey(forwarded('2001:db8:1:2:aaaa::1'), 1)
    expect(a).toBe('2001:db8:1:2::/64')
    expect(clientKey(forwarded('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'), 1)).toBe(a)
    expect(clientKey(forwarded('2001:db8:1:3::1'), 1)).not.toBe(a)
    // An IPv4 client reached over IPv6 is still its IPv4 address.
    expect(clientKey(forwarded('::ffff:203.0.113.9'), 1)).toBe('203.0.113.9')
  })

  it('tells a TRUST_PROXY that says something (0 included) from one left unset', () => {
    expect(['1', '2', '0', 'true'].map((value) => trustProxyIsSet(value))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([undefined, '', ' ', 'yes', '-1'].map((value) => trustProxyIsSet(value))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('reads TRUST_PROXY as a count of proxies', () => {
    expect(trustedProxyCount(undefined)).toBe(0)
    expect(trustedProxyCount('')).toBe(0)
    expect(trustedProxyCount('0')).toBe(0)
    expect(trustedProxyCount('false')).toBe(0)
    expect(trustedProxyCount('-1')).toBe(0)
    expect(trustedProxyCount('1')).toBe(1)
    expect(trustedProxyCount('true')).toBe(1)
    expect(trustedProxyCount(' true ')).toBe(1)
    expect(trustedProxyCount('1 ')).toBe(1)
    expect(trustedProxyCount('2')).toBe(2)
  })
})
