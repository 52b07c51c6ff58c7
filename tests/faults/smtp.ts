/**
 * The SMTP server refusing (451, then 554) and dropping connections (at the greeting, at MAIL
 * FROM, and after the whole message but before its reply) while submissions come in: once it
 * recovers, every brief is received exactly once, with no re-send at all.
 */
import type { Database } from '../../scripts/db'
import type { SmtpMode } from '../support/smtp'
import {
  awaitBriefs,
  Checks,
  checkConfirmations,
  deliveries,
  sleep,
  stream,
  type App,
  type Figures,
  type Smtp,
} from './harness'

const FAULTS: SmtpMode[] = [
  { kind: 'refuse', code: 451 },
  { kind: 'refuse', code: 554 },
  { kind: 'drop', at: 'connect' },
  { kind: 'drop', at: 'mail' },
  { kind: 'drop', at: 'data' },
]

export async function smtpFaults(app: App, db: Database, smtp: Smtp) {
  const prefix = 'S'
  const checks = new Checks()
  const before = { ...smtp.counts }

  const submissions = stream(app.url, prefix, 2, 300)
  // Each fault for 2.5 s: long enough for the runner (every 2 s) to meet it.
  for (const mode of FAULTS) {
    smtp.setMode(mode)
    await sleep(2500)
  }
  smtp.setMode({ kind: 'ok' })
  const outcomes = await submissions.stop()

  const ok = outcomes.filter((o) => o.status && o.status < 300)
  const { rows, waitedOut } = await awaitBriefs(db, prefix, 90_000)
  const storedIds = new Set(rows.map((row) => row.submission_id))
  const mail = deliveries(smtp, rows, 'brief')
  const confirmations = checkConfirmations(checks, smtp, rows)
  const refused = smtp.counts.refused - before.refused
  const dropped = smtp.counts.dropped - before.dropped

  checks.check(ok.length === outcomes.length, `${outcomes.length - ok.length} submissions failed`)
  for (const o of ok) checks.check(storedIds.has(o.submissionId), `${o.token} not stored`)
  checks.check(refused > 0, 'the SMTP server never refused a brief')
  checks.check(dropped > 0, 'the SMTP server never dropped a connection')
  checks.check(!waitedOut, 'briefs still undelivered 90 s after the SMTP server recovered')
  checks.check(!mail.missing.length, `briefs missing: ${mail.missing.join(', ')}`)
  checks.check(
    mail.transmissions === rows.length && !mail.duplicated.length,
    `${mail.transmissions} briefs received for ${rows.length} submissions`,
  )
  checks.check(!mail.mixedIds.length, `briefs without their stable Message-ID: ${mail.mixedIds}`)

  const figures: Figures = {
    sent: outcomes.length,
    '2xx': ok.length,
    stored: rows.length,
    'SMTP refusals': refused,
    'SMTP connections dropped': dropped,
    'briefs delivered': mail.delivered,
    'confirmations delivered': confirmations.delivered,
    'SMTP transmissions': mail.transmissions,
    duplicates: mail.duplicated.length,
  }
  return { name: 'SMTP refusing and dropping', figures, failures: checks.failures }
}
