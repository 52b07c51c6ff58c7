import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { describe, expect, it } from 'vitest'
import { keepFound } from '../../cache-handler.mjs'
import { cardEntry, pageEntry, queryEntry } from '../support/cache-entries'

const found = async (cache: ReturnType<typeof keepFound>, key: string) =>
  (await cache.get(key, { implicitTags: [] })) !== null

describe('the cache keeps what was found', () => {
  it('stores no 404 and no empty query, so 1,100 misses evict none of the 1,000 kept', async () => {
    const cache = keepFound(createLruHandler())
    await cache.set('/pricing', pageEntry(), {})
    await cache.set('/og/pricing', cardEntry(200, 'collection:pages:pricing'), {})
    await cache.set('page-pricing', queryEntry({ title: 'Pricing' }), {})
    for (let i = 0; i < 1100; i++) {
      await cache.set(`/missing-${i}`, pageEntry(404), {})
      await cache.set(`/og/missing-${i}`, cardEntry(404, 'collection:pages:missing'), {})
      await cache.set(`page-missing-${i}`, queryEntry(null), {})
    }
    for (const key of ['/pricing', '/og/pricing', 'page-pricing']) {
      expect(await found(cache, key), key).toBe(true)
    }
    for (const key of ['/missing-0', '/og/missing-0', 'page-missing-0']) {
      expect(await found(cache, key), key).toBe(false)
    }
  })

  it('expires a share card by the tags it was drawn with, as it does a page', async () => {
    const cache = keepFound(createLruHandler())
    const tags = 'collection:posts:openers,global:site-settings'
    await cache.set('/og/blog/openers', cardEntry(200, tags), {})
    await cache.set('/og/blog/other', cardEntry(200, 'collection:posts:other'), {})
    await cache.revalidateTag('collection:posts:openers')
    expect(await found(cache, '/og/blog/openers')).toBe(false)
    expect(await found(cache, '/og/blog/other')).toBe(true)
  })
})
