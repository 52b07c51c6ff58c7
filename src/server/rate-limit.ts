import 'server-only'

/**
 * Rate limits per client, from rate-limiter-flexible: kept in Redis when REDIS_URL is set, so every
 * app instance counts against the same limit, and in this process's memory otherwise.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { logger } from './logger'
import { redisClient, type RedisClient } from './redis'

/** Allowed, with how many requests `key` has made in the window so far; or refused. */
type LimitResult = { ok: true; used: number } | { ok: false; retryAfter: number }

export type RateLimit = {
  /** Counts one request by `key`; refused, with the seconds to wait, once `key` is over the limit. */
  take(key: string): Promise<LimitResult>
  /** Gives back one counted request (e.g. a sign-in that turned out to be right). */
  refund(key: string): Promise<void>
  /** Forgets every request `key` has made in this window. */
  reset(key: string): Promise<void>
}

export type RateLimitOptions = {
  /** Names the limit; limits with the same name share their counts. */
  name: string
  /** Requests allowed per key in each window. */
  points: number
  /** Length of the window in seconds. */
  seconds: number
  /** Where counts are kept: the app's Redis (REDIS_URL) by default, memory without it. */
  redis?: RedisClient | null
}

/** How often a limit that cannot reach its store says so in the log. */
const UNAVAILABLE_LOG_INTERVAL_MS = 60_000

/**
 * A limit of `points` requests per key every `seconds`. When its store cannot be reached (Redis
 * down), requests are let through and a warning is logged: a broken counter must not turn every
 * visitor away.
 */
export function rateLimit({
  name,
  points,
  seconds,
  redis = redisClient(),
}: RateLimitOptions): RateLimit {
  const options = { keyPrefix: `leadpilot:rate:${name}`, points, duration: seconds }
  let limiter: RateLimiterAbstract | undefined
  const store = () =>
    (limiter ??= redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
        })
      : new RateLimiterMemory(options))
  let lastWarning = 0
  const unavailable = (error: unknown) => {
    if (Date.now() - lastWarning < UNAVAILABLE_LOG_INTERVAL_MS) return
    lastWarning = Date.now()
    logger.warn(
      { limit: name, error: error instanceof Error ? error.message : String(error) },
      'rate_limit_unavailable',
    )
  }
  return {
    async take(key) {
      try {
        const counted = await store().consume(key)
        return { ok: true, used: counted.consumedPoints }
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { ok: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        }
        unavailable(error)
        return { ok: true, used: 0 }
      }
    },
    async refund(key) {
      try {
        await store().reward(key)
      } catch (error) {
        unavailable(error)
      }
    },
    async reset(key) {
      try {
        await store().delete(key)
      } catch (error) {
        unavailable(error)
      }
    },
  }
}

/** A limit's size from an environment variable: a positive whole number, else `fallback`. */
export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback
}
