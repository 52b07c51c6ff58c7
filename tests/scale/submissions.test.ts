import crypto from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validSubmission } from '../support/submission'
import { control, instanceA, instanceB, mail, proxy, sleep } from './support'

const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
beforeAll(() => db.connect())
afterAll(() => db.end())

/** Submits once to `base`, as if from `client`; a network failure is status 0. */
async function submit(base: string, body: object, client: string): Promise<number> {
  try {
    const res = await fetch(`${base}/api/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    await res.arrayBuffer()
    return res.status
  } catch {
    return 0
  }
}

describe('onboarding across instances', () => {
  it('200 submissions over both instances while each runner is killed and restarted: every 2xx stored, every brief filed once', async () => {
    const tag = crypto.randomBytes(4).toString('hex')
    const bodies = Array.from({ length: 200 }, (_, i) =>
      validSubmission(crypto.randomUUID(), { name: `Scale ${tag} ${i}` }),
    )
    const answered = new Map<string, number>()
    let next = 0
    // Eight visitors; each submission goes to one instance and, when that one does not answer,
    // is sent again (same submissionId) to the other, as the wizard's retry would.
    const visitors = Array.from({ length: 8 }, async (_, v) => {
      for (let i = next++; i < bodies.length; i = next++) {
        const body = bodies[i]!
        const order = i % 2 ? [instanceA, instanceB] : [instanceB, instanceA]
        let status = 0
        for (let attempt = 0; attempt < 6 && !(status >= 200 && status < 300); attempt++) {
          status = await submit(order[attempt % 2]!, body, `203.0.113.${v + 1}`)
          if (!(status >= 200 && status < 300)) await sleep(250)
        }
        answered.set(body.submissionId, status)
        await sleep(40)
      }
    })
    // Each runner dies once mid-run (web instance A, the worker, web instance B), and comes back.
    const chaos = (async () => {
      for (const runner of [0, 2, 1]) {
        while (answered.size < 40 + runner * 40) await sleep(50)
        await control('kill', runner)
        await sleep(500)
        await control('start', runner)
      }
    })()
    await Promise.all([...visitors, chaos])

    const ok = [...answered].filter(([, status]) => status >= 200 && status < 300)
    expect(ok.length).toBe(200)
    const { rows } = await db.query<{ submission_id: string; n: string }>(
      `select submission_id, count(*) as n from onboarding_submissions
       where name like $1 group by submission_id`,
      [`Scale ${tag} %`],
    )
    expect(rows.length).toBe(200)
    expect(rows.every((row) => row.n === '1')).toBe(true)

    // Every brief goes out: every submission marked delivered, and then no job left open (the
    // runner marks a job complete only after its handler has recorded the delivery).
    const openJobs = async () =>
      (
        await db.query<{ n: string }>(
          `select count(*) as n from payload_jobs
           where task_slug = 'sendBrief' and completed_at is null`,
        )
      ).rows[0]!.n
    const deadline = Date.now() + 120_000
    for (;;) {
      const { rows: open } = await db.query<{ n: string }>(
        `select count(*) as n from onboarding_submissions
         where name like $1 and brief_status <> 'delivered'`,
        [`Scale ${tag} %`],
      )
      if ((open[0]!.n === '0' && (await openJobs()) === '0') || Date.now() > deadline) break
      await sleep(500)
    }
    const ids = new Set(rows.map((row) => `brief-${row.submission_id}`))
    const ours = (list: string[]) => list.filter((id) => ids.has(id.split('@')[0]!))
    const { received, filed } = await mail()
    const filedOurs = ours(filed)
    // Filed once each: a brief re-sent after a kill between SMTP's 250 and the record of it
    // carries the same Message-ID, which the mailbox files once.
    expect(new Set(filedOurs).size).toBe(200)
    expect(filedOurs.length).toBe(200)
    const resends = ours(received).length - 200
    expect(resends).toBeGreaterThanOrEqual(0)
    // A re-send needs a kill in that window. The runner sends its batch (up to 20 jobs, the
    // autoRun limit) at once, so a kill can catch every job of the batch there: at most a batch
    // per kill (three kills). Two runners working one queue would re-send nearly all 200.
    expect(resends).toBeLessThanOrEqual(3 * 20)
    expect(await openJobs()).toBe('0')
  })

  it('the submission rate limit counts across instances and behind the proxy', async () => {
    const client = '198.51.100.77'
    const limit = Number(process.env.SUBMISSION_RATE_LIMIT)
    const statuses: number[] = []
    for (let i = 0; i < limit; i++) {
      statuses.push(
        await submit(i % 2 ? instanceA : instanceB, validSubmission(crypto.randomUUID()), client),
      )
    }
    expect(statuses.every((status) => status === 201)).toBe(true)
    // One more from the same client, to either instance: refused.
    expect(await submit(instanceA, validSubmission(crypto.randomUUID()), client)).toBe(429)
    expect(await submit(instanceB, validSubmission(crypto.randomUUID()), client)).toBe(429)
    // Behind the proxy the client is the address nginx saw (loopback), with a limit of its own.
    expect(await submit(proxy, validSubmission(crypto.randomUUID()), client)).toBe(201)
  })
})
