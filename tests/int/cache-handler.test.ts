/**
 * The cache handler's rules (cache-handler.mjs) with the page cache in the real Redis on
 * 127.0.0.1:6379, as app instances with REDIS_URL use it. Skipped, saying so, only when no Redis
 * answers there.
 */
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'
import { keepFound } from '../../cache-handler.mjs'
import { cardEntry, pageEntry, queryEntry } from '../support/cache-entries'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const client = createClient({ url: REDIS_URL })
const redisUp = await client.connect().then(
  () => true,
  () => false,
)
if (!redisUp) console.warn(`No Redis answers at ${REDIS_URL}: the Redis cache tests are skipped.`)
const keyPrefix = `int-cache-${Date.now()}:`

afterAll(async () => {
  if (!redisUp) return
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*` })) {
    if (keys.length > 0) await client.unlink(keys)
  }
  client.destroy()
})

describe.skipIf(!redisUp)('with the cache in Redis', () => {
  const cache = keepFound(createRedisHandler({ client, keyPrefix, timeoutMs: 1000 }))
  const stored = async (key: string) => (await client.exists(`${keyPrefix}${key}`)) === 1

  it('stores no 404 and no empty query', async () => {
    await cache.set('/missing', pageEntry(404), {})
    await cache.set('/og/missing', cardEntry(404, 'collection:pages:missing'), {})
    await cache.set('page-missing', queryEntry(null), {})
    await cache.set('/pricing', pageEntry(), {})
    expect(await stored('/missing')).toBe(false)
    expect(await stored('/og/missing')).toBe(false)
    expect(await stored('page-missing')).toBe(false)
    expect(await stored('/pricing')).toBe(true)
  })

  it('expires a share card by the tags it was drawn with', async () => {
    await cache.set('/og/blog/openers', cardEntry(200, 'collection:posts:openers'), {})
    await cache.set('/og/blog/other', cardEntry(200, 'collection:posts:other'), {})
    expect(await cache.get('/og/blog/openers', { implicitTags: [] })).not.toBeNull()
    await cache.revalidateTag('collection:posts:openers')
    expect(await cache.get('/og/blog/openers', { implicitTags: [] })).toBeNull()
    expect(await cache.get('/og/blog/other', { implicitTags: [] })).not.toBeNull()
  })
})
