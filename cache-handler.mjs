/**
 * Next.js's page and data cache. With REDIS_URL every app instance shares it in Redis, so a
 * publish on any instance expires the changed pages on all of them (tags are stored beside the
 * entries); without it, each instance keeps its own in memory, as a single instance needs.
 * The handler is @fortedigital/nextjs-cache-handler (redis-strings and local-lru).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { pino } from 'pino'
import { createClient } from 'redis'
import { logOptions } from './src/lib/log-options.mjs'

const log = pino({ ...logOptions, name: 'cache' })

/** Redis answers in time, or the request goes on without the cache (a render, not an error). */
const REDIS_TIMEOUT_MS = 1_000

CacheHandler.onCreation(async () => {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    return { handlers: [createLruHandler()] }
  }
  const client = createClient({
    url,
    // Keep trying after a lost connection, at most every two seconds.
    socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let down = false
  client.on('error', (error) => {
    if (!down) log.error({ err: error.message }, 'redis_cache_unavailable')
    down = true
  })
  client.on('ready', () => {
    if (down) log.info('redis_cache_back')
    down = false
  })
  // Not awaited: while Redis is away (at start-up too), pages are rendered per request instead of
  // waiting for it, and the client keeps reconnecting.
  client.connect().catch(() => {})
  return {
    handlers: [
      createRedisHandler({ client, keyPrefix: 'leadpilot:', timeoutMs: REDIS_TIMEOUT_MS }),
    ],
  }
})

export default CacheHandler
