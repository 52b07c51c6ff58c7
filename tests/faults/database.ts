/**
 * PostgreSQL stopped and restarted (pg_ctl) during a stream of submissions: every 2xx answer is in
 * the database afterwards, every failure was a 503 JSON answer, the same app process serves again
 * once the database is back, and each brief is delivered once.
 */
import type { Database } from '../../scripts/db'
import {
  awaitBriefs,
  Checks,
  checkConfirmations,
  deliveries,
  post,
  sleep,
  stream,
  type App,
  type Figures,
  type Smtp,
} from './harness'

export async function databaseRestart(app: App, db: Database, smtp: Smtp) {
  const prefix = 'D'
  const checks = new Checks()
  const pid = app.pid
  const timings: Record<string, number> = {}

  const submissions = stream(app.url, prefix, 3, 200)
  await sleep(1500)
  const down = Date.now()
  await db.pause!()
  timings.stopMs = Date.now() - down
  await sleep(3000)
  const up = Date.now()
  await db.resume!()
  timings.startMs = Date.now() - up
  const resumedAt = Date.now()
  await sleep(4000)
  const outcomes = await submissions.stop()

  // Clients whose submission failed send it again, as the wizard lets them.
  const failed = outcomes.filter((o) => !o.status || o.status >= 300)
  const retries = await Promise.all(
    failed.map((o) => post(app.url, prefix, { ...o, body: o.payload })),
  )

  const ok = outcomes.filter((o) => o.status && o.status < 300)
  const unavailable = outcomes.filter((o) => o.status === 503)
  const { rows, waitedOut } = await awaitBriefs(db, prefix, 60_000)
  const storedIds = new Set(rows.map((row) => row.submission_id))
  const mail = deliveries(smtp, rows, 'brief')
  const confirmations = checkConfirmations(checks, smtp, rows)

  checks.check(unavailable.length > 0, 'no submission met the stopped database')
  for (const o of ok)
    checks.check(storedIds.has(o.submissionId), `${o.token} answered ${o.status} but not stored`)
  for (const o of failed)
    checks.check(
      o.status === 503 && typeof o.body?.message === 'string',
      `${o.token} failed without a 503 JSON answer (${o.status ?? o.error})`,
    )
  const afterRecovery = outcomes.filter((o) => o.at > resumedAt + 2000)
  checks.check(afterRecovery.length > 0, 'no submission after the database came back')
  checks.check(
    afterRecovery.every((o) => o.status && o.status < 300),
    `submissions still failing 2 s after the database came back: ${afterRecovery.filter((o) => !o.status || o.status >= 300).length}`,
  )
  checks.check(app.pid === pid && app.running, 'the app process was restarted or died')
  for (const r of retries)
    checks.check(
      r.status === 200 || r.status === 201,
      `retry of ${r.token} answered ${r.status ?? r.error}`,
    )
  // Every submission is distinct and every failed one was sent again: all are stored, once.
  checks.check(
    rows.length === outcomes.length && storedIds.size === rows.length,
    `stored ${rows.length} of ${outcomes.length} distinct submissions after the retries`,
  )
  checks.check(!waitedOut, 'briefs still undelivered 60 s after the stream')
  checks.check(!mail.missing.length, `briefs missing: ${mail.missing.join(', ')}`)
  checks.check(!mail.duplicated.length, `briefs filed twice: ${mail.duplicated.join(', ')}`)
  checks.check(!mail.mixedIds.length, `briefs without their stable Message-ID: ${mail.mixedIds}`)

  const figures: Figures = {
    sent: outcomes.length,
    '2xx': ok.length,
    '503': unavailable.length,
    'no answer': outcomes.filter((o) => o.error).length,
    'retried 2xx': retries.filter((r) => r.status && r.status < 300).length,
    stored: rows.length,
    'briefs delivered': mail.delivered,
    'confirmations delivered': confirmations.delivered,
    'SMTP transmissions': mail.transmissions,
    're-sends (same Message-ID)': mail.resends,
    duplicates: mail.duplicated.length,
    'pg stop ms': timings.stopMs!,
    'pg start ms': timings.startMs!,
  }
  return { name: 'PostgreSQL stopped and restarted', figures, failures: checks.failures }
}
