import 'server-only'

/**
 * The app's one Redis connection (REDIS_URL), shared by everything that must agree across app
 * instances (rate limits). It connects on first use and reconnects on its own; while it is down,
 * commands fail at once instead of queueing, so callers can carry on without it.
 */
import { createClient } from 'redis'
import { logger } from './logger'

/** Longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 5_000

const newClient = (url: string) =>
  createClient({
    url,
    // While disconnected, commands fail at once rather than wait for the connection to return.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  })

export type RedisClient = ReturnType<typeof newClient>

/**
 * A new client for `url`, already connecting. Failures are logged once per outage (not once per
 * retry), and the return to service once.
 */
export function createRedisClient(url: string): RedisClient {
  const client = newClient(url)
  const where = redactedUrl(url)
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    logger.error(
      { url: where, error: error instanceof Error ? error.message : String(error) },
      'redis_unavailable',
    )
  })
  client.on('ready', () => {
    if (down) logger.info({ url: where }, 'redis_ready')
    down = false
  })
  client.connect().catch(() => {
    // Reported by the error handler; the reconnect strategy keeps trying.
  })
  return client
}

let shared: { url: string; client: RedisClient } | undefined

/** The process's client for REDIS_URL, or undefined when no Redis is configured. */
export function redisClient(): RedisClient | undefined {
  const url = process.env.REDIS_URL
  if (!url) return undefined
  if (shared?.url !== url) shared = { url, client: createRedisClient(url) }
  return shared.client
}

/** The address without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis (unparseable REDIS_URL)'
  }
}
