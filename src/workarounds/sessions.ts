/**
 * One change at a time to an account's sign-in sessions. Payload 3.90.1 keeps a user's sessions as one
 * list that each sign-in, sign-out and password change reads, edits and writes back whole; two of
 * them at once would each write back their own copy and drop the other's change (two parallel
 * sign-ins: one of them is signed out at once). Holding this lock around the whole change keeps
 * every one. Within a process the lock is a queue; across app instances it is a Redis key
 * (REDIS_URL), so it holds wherever the requests land.
 *
 * Upstream: payloadcms/payload#18132 and #16027 (open), fix proposed in payloadcms/payload#18150.
 * Remove this once concurrent sign-ins keep every session: tests/int/upstream.test.ts signs in
 * four times at once through Payload's local API (which this lock does not guard) and fails once
 * all four sessions survive.
 */
import crypto from 'node:crypto'
import { logger } from '@/server/logger'
import { redisClient, type RedisClient } from '@/server/redis'

/** Longest a lock is held before Redis lets it go by itself (an instance that died holding it). */
const LOCK_TTL_MS = 15_000
/** Longest a change waits for the lock before it goes ahead all the same. */
const WAIT_MS = 15_000
const RETRY_MS = 20

const queues = new Map<string, Promise<unknown>>()

/**
 * Runs `change` once every earlier change of `account` in this process has finished, or once it
 * has waited WAIT_MS, whichever comes first: a change that hangs delays the next ones by at most
 * that long.
 */
async function inProcess<T>(account: string, change: () => Promise<T>): Promise<T> {
  const before = queues.get(account)
  const run = (before ? untilDeadline(before, account) : Promise.resolve()).then(change)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(account, settled)
  try {
    return await run
  } finally {
    if (queues.get(account) === settled) queues.delete(account)
  }
}

async function untilDeadline(before: Promise<unknown>, account: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), WAIT_MS)
  })
  const outcome = await Promise.race([before.then(() => 'done' as const), timedOut])
  clearTimeout(timer)
  if (outcome === 'timeout') logger.warn({ account }, 'account_lock_timeout')
}

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`

/**
 * Takes the Redis lock on `account` (waiting for it), runs `change`, lets the lock go. When Redis
 * cannot be reached, `change` runs without it.
 */
export async function lockAcrossInstances<T>(
  redis: RedisClient,
  account: string,
  change: () => Promise<T>,
): Promise<T> {
  const key = `leadpilot:lock:account:${account}`
  const token = crypto.randomUUID()
  let held = false
  try {
    const deadline = Date.now() + WAIT_MS
    while (!held) {
      held =
        (await redis.set(key, token, {
          condition: 'NX',
          expiration: { type: 'PX', value: LOCK_TTL_MS },
        })) === 'OK'
      if (held) break
      if (Date.now() > deadline) {
        logger.warn({ account: hashed(account) }, 'account_lock_timeout')
        break
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  } catch (error) {
    // Redis is down: the queue in this process still holds.
    logger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'account_lock_unavailable',
    )
  }
  try {
    return await change()
  } finally {
    if (held) await redis.eval(RELEASE, { keys: [key], arguments: [token] }).catch(() => undefined)
  }
}

/** The account in logs and lock keys without its address in clear. */
function hashed(account: string): string {
  return crypto.createHash('sha256').update(account).digest('hex').slice(0, 16)
}

/** Runs `change` while no other session change of `account` (an e-mail address) runs. */
export function withAccountLock<T>(
  account: string,
  change: () => Promise<T>,
  redis: RedisClient | undefined = redisClient(),
): Promise<T> {
  const key = hashed(account.trim().toLowerCase())
  return inProcess(key, () => (redis ? lockAcrossInstances(redis, key, change) : change()))
}
