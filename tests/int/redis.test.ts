/**
 * What app instances share through Redis (REDIS_URL), against the real Redis on 127.0.0.1:6379:
 * two limiters with their own connections, as two app processes have, count against one limit,
 * and the account lock is held across them. Skipped, saying so, only when no Redis answers there.
 */
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { lockAcrossInstances } from '@workarounds/sessions'
import { rateLimit } from '@/server/rate-limit'
import { createRedisClient, type RedisClient } from '@/server/redis'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname)
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.write('PING\r\n')
      socket.once('data', (data) => {
        socket.destroy()
        resolve(data.toString().startsWith('+PONG'))
      })
    })
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}

const redisUp = await answers(REDIS_URL)
if (!redisUp) console.warn(`No Redis answers at ${REDIS_URL}: the shared-limit tests are skipped.`)

/** Two connections, as two app instances would each have. */
const instances: RedisClient[] = []
async function twoInstances(): Promise<[RedisClient, RedisClient]> {
  const pair = [createRedisClient(REDIS_URL), createRedisClient(REDIS_URL)] as const
  instances.push(...pair)
  // Ready once a command goes through (commands fail at once while connecting).
  for (const client of pair) {
    for (let i = 0; i < 100 && !client.isReady; i++) await new Promise((r) => setTimeout(r, 20))
  }
  return [pair[0], pair[1]]
}
afterAll(() => Promise.all(instances.map((client) => client.destroy())))

describe.skipIf(!redisUp)('with REDIS_URL, every instance', () => {
  it('counts rate limits against one shared limit', async () => {
    const [a, b] = await twoInstances()
    const name = `int-shared-${Date.now()}`
    const first = rateLimit({ name, points: 4, seconds: 60, redis: a })
    const second = rateLimit({ name, points: 4, seconds: 60, redis: b })
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`
    const results = []
    for (let i = 0; i < 3; i++) {
      results.push(await first.take(client))
      results.push(await second.take(client))
    }
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, false, false])
    // Another client, and a limit of another name, are counted apart.
    expect((await second.take('198.51.100.1')).ok).toBe(true)
    expect(
      (await rateLimit({ name: `${name}-other`, points: 1, seconds: 60, redis: a }).take(client))
        .ok,
    ).toBe(true)
  })

  it('holds an account lock across instances: changes of one account run one at a time', async () => {
    const [a, b] = await twoInstances()
    const account = `lock-${Date.now()}@test.leadpilot.example`
    const events: string[] = []
    const change = (who: string) => async () => {
      events.push(`${who} start`)
      await new Promise((r) => setTimeout(r, 150))
      events.push(`${who} end`)
    }
    await Promise.all([
      lockAcrossInstances(a, account, change('a')),
      lockAcrossInstances(b, account, change('b')),
    ])
    expect(events).toHaveLength(4)
    expect(events[0].split(' ')[0]).toBe(events[1].split(' ')[0])
    expect(events[1]).toMatch(/end$/)
  })
})
