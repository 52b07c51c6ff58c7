/**
 * The app process killed with `kill -9` during a stream of submissions, then restarted, several
 * times: at random moments, and (every third cycle) right after the SMTP server accepted a brief,
 * before the app could record the delivery. Every submission answered 2xx is stored; every stored
 * submission's brief is filed exactly once, as is every resume link a prospect who left asked for and every reminder due (the reminder runs killed part-way too); a brief sent again after such a kill carries the same
 * Message-ID, and no job is left stuck.
 */
import fs from 'node:fs'
import type { Database } from '../../scripts/db'
import {
  afterNextAcceptance,
  awaitBriefs,
  Checks,
  checkConfirmations,
  checkReminders,
  checkResumeLinks,
  deliveries,
  dueReminders,
  query,
  seeded,
  sleep,
  stream,
  type App,
  type Figures,
  type Smtp,
} from './harness'

export async function killAndRestart(
  app: App,
  db: Database,
  smtp: Smtp,
  { cycles, seed }: { cycles: number; seed: number },
) {
  const prefix = 'K'
  const checks = new Checks()
  const random = seeded(seed)
  const killsBefore = app.kills
  let afterAcceptance = 0
  let missedAcceptance = 0

  const submissions = stream(app.url, prefix, 4, 100, { drafts: true })
  for (let cycle = 1; cycle <= cycles; cycle++) {
    if (!app.running) await app.start()
    // From the second cycle on, each run of reminders may be killed part-way too.
    if (cycle >= 2) await dueReminders(db, prefix)
    const delay = 300 + Math.floor(random() * 2700)
    if (cycle % 3 === 0) {
      // Killed from inside the SMTP server, the moment it has answered 250 to a brief.
      let killed = false
      afterNextAcceptance.run = () => {
        killed = true
        app.kill9()
      }
      const deadline = Date.now() + 10_000
      while (!killed && Date.now() < deadline) await sleep(20)
      afterNextAcceptance.run = undefined
      if (killed) afterAcceptance++
      else {
        missedAcceptance++
        app.kill9()
      }
    } else {
      await sleep(delay)
      app.kill9()
    }
    await app.process?.exited
  }
  await app.start()
  await sleep(2000)
  const outcomes = await submissions.stop()

  const ok = outcomes.filter((o) => o.status && o.status < 300)
  const answered = outcomes.filter((o) => o.status)
  const { rows, waitedOut } = await awaitBriefs(db, prefix, 90_000)
  const storedIds = new Set(rows.map((row) => row.submission_id))
  const mail = deliveries(smtp, rows, 'brief')
  const confirmations = checkConfirmations(checks, smtp, rows)
  const links = await checkResumeLinks(checks, db, smtp, submissions.drafts, 60_000)
  await dueReminders(db, prefix)
  const reminders = await checkReminders(checks, db, smtp, prefix, 60_000)
  const [jobs] = await query<{ processing: string; failed: string; open: string }>(
    db,
    `SELECT count(*) FILTER (WHERE processing) AS processing,
            count(*) FILTER (WHERE has_error) AS failed,
            count(*) FILTER (WHERE completed_at IS NULL) AS open
     FROM payload_jobs WHERE task_slug IN ('sendBrief', 'sendConfirmation')`,
  )
  const log = fs.readFileSync(app.logFile, 'utf8')
  const events = (name: string) => log.split('\n').filter((line) => line.includes(`"${name}"`))
  const released = events('jobs_released').reduce(
    (sum, line) => sum + ((JSON.parse(line) as { count?: number }).count ?? 0),
    0,
  )

  for (const o of ok)
    checks.check(storedIds.has(o.submissionId), `${o.token} answered 2xx, not stored`)
  for (const o of answered.filter((o) => o.status! >= 300))
    checks.check(
      o.status === 503 && typeof o.body?.message === 'string',
      `${o.token} answered ${o.status} (only 2xx or a 503 JSON answer are allowed)`,
    )
  checks.check(ok.length > 0, 'no submission succeeded')
  checks.check(afterAcceptance > 0, 'no kill landed right after the SMTP server accepted a brief')
  checks.check(!waitedOut, 'briefs still undelivered 90 s after the last restart')
  checks.check(!mail.missing.length, `briefs missing: ${mail.missing.join(', ')}`)
  checks.check(!mail.duplicated.length, `briefs filed twice: ${mail.duplicated.join(', ')}`)
  checks.check(!mail.mixedIds.length, `re-sends with another Message-ID: ${mail.mixedIds}`)
  // Each re-send follows an attempt the product saw interrupted (and logged as such).
  const interrupted = events('brief_attempt_interrupted').length
  checks.check(
    mail.resends <= interrupted,
    `${mail.resends} re-sends but only ${interrupted} interrupted attempts logged`,
  )
  checks.check(jobs?.processing === '0', `${jobs?.processing} e-mail jobs left marked processing`)
  checks.check(
    jobs?.failed === '0' && jobs?.open === '0',
    `e-mail jobs failed or open: ${jobs?.failed}/${jobs?.open}`,
  )

  const figures: Figures = {
    seed,
    sent: outcomes.length,
    '2xx': ok.length,
    'no answer (app down)': outcomes.filter((o) => o.error).length,
    stored: rows.length,
    'kills (kill -9)': app.kills - killsBefore,
    'kills right after SMTP 250': afterAcceptance,
    'armed kills that fell back to random': missedAcceptance,
    'orphaned jobs released': released,
    'interrupted attempts (logged)': interrupted,
    'briefs delivered': mail.delivered,
    'confirmations delivered': confirmations.delivered,
    'resume links asked for (202)': links.asked,
    'resume links delivered': links.delivered,
    'resume links re-sent (same Message-ID, filed once)': links.resends,
    'drafts due a reminder': reminders.due,
    'reminders delivered': reminders.delivered,
    'reminders re-sent (same Message-ID, filed once)': reminders.resends,
    'SMTP transmissions': mail.transmissions,
    're-sends (same Message-ID, filed once)': mail.resends,
    duplicates: mail.duplicated.length,
  }
  return { name: 'app killed (kill -9) and restarted', figures, failures: checks.failures }
}
