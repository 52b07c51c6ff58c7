/**
 * Webhooks while the app is killed with `kill -9` and restarted, several times (at random moments,
 * and every other cycle from inside the receiver while a delivery waits for its answer), and the
 * receiver answers 500 to its first requests. In the end every stored submission's
 * `submission.created` has reached the receiver with a valid signature (Standard Webhooks'
 * `verify`), every request the receiver saw verifies, and every repeat carries the same id and
 * the same message: the distinct ids the receiver saw are exactly the events.
 */
import { verifyHook, startWebhookReceiver } from '../support/webhook-receiver'
import type { Database } from '../../scripts/db'
import { Checks, query, seeded, sleep, stream, type App, type Figures } from './harness'

/**
 * How many of the first requests the receiver answers 500 (a count, not a time: restarts after
 * the kills take seconds each, and a time window could pass without a single request).
 */
const FAILING_REQUESTS = 12

async function registerEndpoint(app: App, url: string, admin: { email: string; password: string }) {
  const login = await fetch(`${app.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const created = await fetch(`${app.url}/api/webhook-endpoints`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url, events: ['submission.created'], active: true }),
  })
  if (!created.ok) throw new Error(`registering the endpoint: ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const shown = await fetch(`${app.url}/api/webhook-endpoints/${doc.id}/secret`, {
    method: 'POST',
    headers,
  })
  const { secret } = (await shown.json()) as { secret?: string }
  if (!secret) throw new Error('the endpoint’s secret was not shown')
  return secret
}

type Delivery = { message_id: string; status: string; submission_id: string }

export async function webhooksUnderKills(
  app: App,
  db: Database,
  {
    cycles,
    seed,
    admin,
  }: { cycles: number; seed: number; admin: { email: string; password: string } },
) {
  const prefix = 'W'
  const checks = new Checks()
  const random = seeded(seed + 1)
  const killsBefore = app.kills
  const receiver = await startWebhookReceiver()
  let requests = 0
  let killMidDelivery: (() => void) | undefined
  let midDelivery = 0
  receiver.answerWith(() => {
    // Killed while the app waits for this answer: it never hears how the delivery went.
    const kill = killMidDelivery
    killMidDelivery = undefined
    if (kill) {
      kill()
      midDelivery++
    }
    return ++requests <= FAILING_REQUESTS ? 500 : 200
  })

  try {
    if (!app.running) await app.start()
    const secret = await registerEndpoint(app, receiver.url, admin)
    const submissions = stream(app.url, prefix, 2, 300)
    for (let cycle = 1; cycle <= cycles; cycle++) {
      if (!app.running) await app.start()
      if (cycle % 2 === 0) {
        let killed = false
        killMidDelivery = () => {
          killed = true
          app.kill9()
        }
        const deadline = Date.now() + 10_000
        while (!killed && Date.now() < deadline) await sleep(20)
        killMidDelivery = undefined
        if (!killed) app.kill9()
      } else {
        await sleep(300 + Math.floor(random() * 2700))
        app.kill9()
      }
      await app.process?.exited
    }
    await app.start()
    await sleep(1000)
    const outcomes = await submissions.stop()

    // Every stored submission's event delivered, and nothing left to send.
    const deadline = Date.now() + 120_000
    let rows: Delivery[] = []
    let stored = 0
    for (;;) {
      const [count] = await query<{ n: string }>(
        db,
        `SELECT count(*) AS n FROM onboarding_submissions WHERE name LIKE $1`,
        [`Client ${prefix}%`],
      ).catch(() => [{ n: '-1' }])
      stored = Number(count?.n)
      rows = await query<Delivery>(
        db,
        `SELECT d.message_id, d.status, s.submission_id FROM webhook_deliveries d
         JOIN onboarding_submissions s ON s.id = d.submission_id WHERE s.name LIKE $1`,
        [`Client ${prefix}%`],
      ).catch(() => [])
      if (rows.length === stored && rows.every((row) => row.status === 'delivered')) break
      if (Date.now() > deadline) break
      await sleep(500)
    }

    const ok = outcomes.filter((o) => o.status && o.status < 300)
    const events = new Map(rows.map((row) => [row.message_id, row.submission_id]))
    const seen = new Map<string, string>()
    let invalid = 0
    for (const hook of receiver.received) {
      let message: ReturnType<typeof verifyHook> | undefined
      try {
        message = verifyHook(hook, secret)
      } catch {
        invalid++
        continue
      }
      const body = JSON.stringify(message)
      const earlier = seen.get(hook.id)
      checks.check(
        earlier === undefined || earlier === body,
        `${hook.id} repeated with another message`,
      )
      seen.set(hook.id, body)
      checks.check(
        message.data.submissionId === events.get(hook.id),
        `${hook.id} carries ${String(message.data.submissionId)}, not its own submission`,
      )
    }
    const answered200 = new Set(
      receiver.received.filter((hook) => hook.answered === 200).map((hook) => hook.id),
    )
    const undelivered = [...events.keys()].filter((id) => !answered200.has(id))

    checks.check(ok.length > 0, 'no submission succeeded')
    checks.check(rows.length === stored, `${stored} submissions stored, ${rows.length} events`)
    checks.check(invalid === 0, `${invalid} requests failed verify`)
    checks.check(
      undelivered.length === 0,
      `never answered 200: ${undelivered.slice(0, 5).join(', ')}`,
    )
    checks.check(
      seen.size === events.size && [...seen.keys()].every((id) => events.has(id)),
      `${seen.size} distinct ids received for ${events.size} events`,
    )
    checks.check(
      receiver.received.filter((hook) => hook.answered === 500).length === FAILING_REQUESTS,
      `the receiver answered 500 fewer than ${FAILING_REQUESTS} times`,
    )
    checks.check(midDelivery > 0, 'no kill landed while a delivery waited for its answer')

    const figures: Figures = {
      seed,
      'submissions stored': stored,
      'events (deliveries)': events.size,
      'requests received': receiver.received.length,
      'answered 500': receiver.received.filter((hook) => hook.answered === 500).length,
      'distinct ids received': seen.size,
      'repeats (same id, same message)': receiver.received.length - seen.size,
      'kills (kill -9)': app.kills - killsBefore,
      'kills mid-delivery': midDelivery,
      'failed verify': invalid,
    }
    return {
      name: 'webhooks while the app is killed and the receiver fails',
      figures,
      failures: checks.failures,
    }
  } finally {
    await receiver.stop()
  }
}
