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
import { logOptions } from './src/server/log-options.mjs'

const log = pino({ ...logOptions, name: 'cache' })

/** Redis answers in time, or the request goes on without the cache (a render, not an error). */
const REDIS_TIMEOUT_MS = 1_000

/**
 * A miss: a page or route (a share card) answered with an error such as 404, or a query that
 * found nothing (a cached query's result is stored as JSON, so nothing is `null`).
 */
function isMiss(value) {
  switch (value?.kind) {
    case 'APP_PAGE':
    case 'APP_ROUTE':
      return (value.status ?? 200) >= 400
    case 'FETCH':
      return value.data?.body === 'null'
    default:
      return false
  }
}

/** The tags a route's answer was drawn with: Next.js passes them in the answer's headers. */
function routeTags(value) {
  const header = value.headers?.['x-next-cache-tags']
  if (Array.isArray(header)) return header
  return typeof header === 'string' && header !== '' ? header.split(',') : []
}

/**
 * The store keeps only what was found, so requests for any number of missing paths take no room
 * from the pages and share cards people read: a miss is drawn afresh on every request, and a page
 * published where one was missing shows at once. (What stood at a key before its miss was already
 * removed by the change that made it missing.) A route's answer (a share card) keeps the tags it
 * read, which the handler otherwise takes only for pages, so publishing a change expires the
 * cards that show it as it expires the pages.
 */
export function keepFound(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      if (isMiss(entry.value)) return Promise.resolve()
      const tags = entry.value?.kind === 'APP_ROUTE' ? routeTags(entry.value) : entry.tags
      return handler.set(key, { ...entry, tags }, ctx)
    },
  }
}

CacheHandler.onCreation(async () => {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
    return { handlers: [keepFound(createLruHandler())] }
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
      keepFound(
        createRedisHandler({ client, keyPrefix: 'leadpilot:', timeoutMs: REDIS_TIMEOUT_MS }),
      ),
    ],
  }
})

export default CacheHandler
