/**
 * What the fault scenarios share: the app process (start, kill -9, restart), a stream of valid,
 * distinct submissions over real HTTP, and the checks against PostgreSQL and the SMTP server.
 */
import crypto from 'node:crypto'
import pg from 'pg'
import { startApp, waitForServer, type AppProcess } from '../../scripts/app-server'
import type { Database } from '../../scripts/db'
import type { startSmtp } from '../support/smtp'

export type Smtp = Awaited<ReturnType<typeof startSmtp>>

/** The production app under test, restarted as often as the scenario kills it. */
export class App {
  process?: AppProcess
  starts = 0
  kills = 0

  constructor(
    readonly env: NodeJS.ProcessEnv,
    readonly port: number,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  get pid(): number | undefined {
    return this.process?.child.pid
  }

  get running(): boolean {
    const child = this.process?.child
    return !!child && child.exitCode === null && child.signalCode === null
  }

  /** Starts `next start` and waits until Payload, with its jobs runner, is up. */
  async start(): Promise<void> {
    this.process = startApp(this.env, this.port, this.logFile)
    this.starts++
    // /next/jobs starts Payload and its runner (instrumentation does too) and answers 204.
    await waitForServer(`${this.url}/next/jobs`, 120_000, this.logFile)
  }

  /** `kill -9` on the whole process group, at once (synchronous, so callers can time it). */
  kill9(): void {
    if (!this.running) return
    this.kills++
    this.process?.signal('SIGKILL')
  }

  async stop(): Promise<void> {
    if (!this.process) return
    this.process.signal('SIGTERM')
    const timer = setTimeout(() => this.process?.signal('SIGKILL'), 10_000)
    await this.process.exited
    clearTimeout(timer)
  }
}

export type Outcome = {
  submissionId: string
  token: string
  status?: number
  body?: { submissionId?: string; message?: string }
  /** The request failed without an HTTP answer (connection refused or reset, or a time-out). */
  error?: string
  at: number
}

let serial = 0

/** A valid, distinct wizard submission whose client name carries a token unique to it. */
function submission(prefix: string) {
  const token = `${prefix}${String(++serial).padStart(5, '0')}Z`
  return {
    token,
    body: {
      submissionId: crypto.randomUUID(),
      variant: 'full',
      offer: 'faults',
      name: `Client ${token}`,
      email: `client-${token.toLowerCase()}@acme.example`,
      company: `Acme ${token}`,
      role: 'Founder',
      phone: '',
      companyName: `Acme ${token} Ltd`,
      companyWebsite: 'acme.example',
      offeringSummary: 'Forecasting software for mid-sized retailers.',
      coreProducts: 'Forecast Pro',
      icps: [
        {
          jobTitles: ['Head of Merchandising'],
          companySize: ['51-200'],
          industry: ['Retail'],
          countries: ['United Kingdom'],
          locations: 'London',
          painFrustration: 'Overstock',
          benefits: 'Less waste',
          valueOffering: 'Accurate forecasts',
        },
      ],
      prospectProblem: 'Stock piles up',
      transformation: 'From guesswork to confidence',
      linkedinCredentials: true,
      completedSignup: false,
      bookedCall: true,
    },
  }
}

/** POSTs one submission (or re-sends `again`), never waiting more than `timeoutMs`. */
export async function post(
  baseUrl: string,
  prefix: string,
  again?: { submissionId: string; token: string; body: unknown },
  timeoutMs = 20_000,
): Promise<Outcome & { payload: unknown }> {
  const made = again ? { token: again.token, body: again.body } : submission(prefix)
  const submissionId = (made.body as { submissionId: string }).submissionId
  const outcome = { submissionId, token: made.token, payload: made.body, at: Date.now() }
  try {
    const res = await fetch(`${baseUrl}/api/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(made.body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    let body: Outcome['body']
    try {
      body = JSON.parse(text) as Outcome['body']
    } catch {
      body = undefined
    }
    return { ...outcome, status: res.status, body }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return { ...outcome, error: cause ?? (error instanceof Error ? error.name : String(error)) }
  }
}

/** A prospect who completed three steps, asked for a link to finish later, and left. */
export type DraftOutcome = { reference: string; token: string; linkStatus?: number }

async function abandonDraft(baseUrl: string, prefix: string, timeoutMs = 20_000) {
  const { token, body } = submission(prefix)
  const reference = body.submissionId
  const answers: Record<string, unknown> = { ...body }
  for (const meta of ['submissionId', 'variant', 'offer']) delete answers[meta]
  const outcome: DraftOutcome = { reference, token }
  const send = (path: string, method: string, payload: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  try {
    const saved = await send('/api/onboarding/draft', 'PUT', {
      reference,
      baseRevision: 0,
      stepsDone: 3,
      variant: 'full',
      page: '/onboarding',
      answers,
    })
    if (!saved.ok) return outcome
    const { draft } = (await saved.json()) as { draft: { token: string } }
    const link = await send('/api/onboarding/draft/link', 'POST', { reference, token: draft.token })
    return { ...outcome, linkStatus: link.status }
  } catch {
    return outcome
  }
}

/**
 * `concurrency` clients, each submitting every `pauseMs` or so, until `stop()` says so. With
 * `drafts`, every third visit instead saves three steps, asks for a resume link and leaves.
 */
export function stream(
  baseUrl: string,
  prefix: string,
  concurrency = 4,
  pauseMs = 200,
  { drafts: withDrafts = false } = {},
) {
  const outcomes: Array<Outcome & { payload: unknown }> = []
  const drafts: DraftOutcome[] = []
  let visits = 0
  let stopped = false
  const clients = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      if (withDrafts && ++visits % 3 === 0) drafts.push(await abandonDraft(baseUrl, prefix))
      else outcomes.push(await post(baseUrl, prefix))
      await sleep(pauseMs * (0.5 + Math.random()))
    }
  })
  return {
    outcomes,
    drafts,
    stop: async () => {
      stopped = true
      await Promise.all(clients)
      return outcomes
    },
  }
}

/** What the SMTP server calls after its next 250 (the kill scenario kills the app there). */
export const afterNextAcceptance: { run?: () => void } = {}

/** A small seeded generator, so a failing run's kill moments can be replayed (FAULTS_SEED). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One query on a fresh connection (the database may have been restarted since the last). */
export async function query<T extends pg.QueryResultRow>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  try {
    return (await client.query<T>(sql, params)).rows
  } finally {
    await client.end()
  }
}

export type StoredRow = {
  id: number
  submission_id: string
  brief_status: string
  confirmation_status: string
  name: string
}

async function stored(db: Database, prefix: string): Promise<StoredRow[]> {
  return query<StoredRow>(
    db,
    `SELECT id, submission_id, brief_status, confirmation_status, name
     FROM onboarding_submissions WHERE name LIKE $1`,
    [`Client ${prefix}%`],
  )
}

/**
 * Waits until every stored submission of the scenario has both its e-mails (the brief to the team,
 * the confirmation to the client) delivered and their jobs done.
 */
export async function awaitBriefs(db: Database, prefix: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows = await stored(db, prefix).catch(() => [] as StoredRow[])
    const pending = rows.filter(
      (row) => row.brief_status !== 'delivered' || row.confirmation_status !== 'delivered',
    )
    const [jobs] = await query<{ open: string }>(
      db,
      `SELECT count(*) AS open FROM payload_jobs
       WHERE task_slug IN ('sendBrief', 'sendConfirmation') AND completed_at IS NULL`,
    ).catch(() => [{ open: '-1' }])
    if (!pending.length && jobs?.open === '0') return { rows, waitedOut: false }
    if (Date.now() > deadline) return { rows, waitedOut: true }
    await sleep(500)
  }
}

export type Figures = Record<string, number | string>

/**
 * Counts the e-mails of one kind (each kind's Message-ID starts with its name) the SMTP server
 * received for each stored submission of a scenario.
 */
export function deliveries(smtp: Smtp, rows: StoredRow[], kind: 'brief' | 'confirmation') {
  let transmissions = 0
  let delivered = 0
  let resends = 0
  const missing: string[] = []
  const duplicated: string[] = []
  const mixedIds: string[] = []
  for (const row of rows) {
    const token = row.name.replace(/^Client /, '')
    const about = (mail: { raw: string; messageId?: string }) =>
      mail.raw.includes(`Client ${token}`) && Boolean(mail.messageId?.startsWith(`${kind}-`))
    const sent = smtp.received.filter(about)
    const filed = smtp.mailbox.filter(about)
    transmissions += sent.length
    delivered += filed.length
    resends += sent.length - filed.length
    if (!filed.length) missing.push(token)
    if (filed.length > 1) duplicated.push(token)
    const ids = new Set(sent.map((mail) => mail.messageId))
    if (ids.size > 1 || !sent.every((mail) => mail.messageId?.includes(row.submission_id)))
      mixedIds.push(token)
  }
  return { transmissions, delivered, resends, missing, duplicated, mixedIds }
}

/**
 * The confirmations to the clients, checked as the briefs are: each one filed exactly once, every
 * transmission under its stable Message-ID. Returns the counts for the figures.
 */
export function checkConfirmations(checks: Checks, smtp: Smtp, rows: StoredRow[]) {
  const sent = deliveries(smtp, rows, 'confirmation')
  checks.check(!sent.missing.length, `confirmations missing: ${sent.missing.join(', ')}`)
  checks.check(!sent.duplicated.length, `confirmations filed twice: ${sent.duplicated.join(', ')}`)
  checks.check(!sent.mixedIds.length, `confirmations with another Message-ID: ${sent.mixedIds}`)
  return sent
}

/**
 * Waits until no job of these tasks is open; a check fails after `timeoutMs`. The next scheduled
 * run, queued ahead with its time to wait until, is not open yet.
 */
async function jobsDone(
  checks: Checks,
  db: Database,
  tasks: string[],
  what: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  const slugs = tasks.map((task) => `'${task}'`).join(', ')
  for (;;) {
    const [jobs] = await query<{ open: string }>(
      db,
      `SELECT count(*) AS open FROM payload_jobs
       WHERE task_slug IN (${slugs}) AND completed_at IS NULL
         AND (wait_until IS NULL OR wait_until <= now())`,
    ).catch(() => [{ open: '-1' }])
    if (jobs?.open === '0') return
    if (Date.now() > deadline) {
      checks.check(false, `${what} jobs still open ${timeoutMs / 1000} s after the last restart`)
      return
    }
    await sleep(500)
  }
}

/**
 * Waits for the resume-link e-mails' jobs to finish, then checks that each link asked for (202)
 * was filed exactly once, none was filed twice, and every transmission of one carried its stable
 * Message-ID.
 */
export async function checkResumeLinks(
  checks: Checks,
  db: Database,
  smtp: Smtp,
  drafts: DraftOutcome[],
  timeoutMs: number,
) {
  await jobsDone(checks, db, ['sendDraftEmail'], 'resume-link', timeoutMs)
  let delivered = 0
  let resends = 0
  for (const draft of drafts) {
    const about = (mail: { messageId?: string }) =>
      Boolean(mail.messageId?.startsWith(`link1-${draft.reference}@`))
    const sent = smtp.received.filter(about)
    const filed = smtp.mailbox.filter(about)
    delivered += filed.length
    resends += sent.length - filed.length
    if (draft.linkStatus === 202)
      checks.check(filed.length === 1, `resume link for ${draft.token} filed ${filed.length} times`)
    else checks.check(filed.length <= 1, `resume link for ${draft.token} filed twice`)
  }
  return { asked: drafts.filter((d) => d.linkStatus === 202).length, delivered, resends }
}

/** The open drafts of this scenario's prospects (their addresses carry the prefix). */
const draftsOf = (prefix: string) =>
  `FROM onboarding_drafts WHERE email LIKE 'client-${prefix.toLowerCase()}%' AND status = 'open'`

/**
 * Makes every open draft of the scenario due its first reminder (its last change 25 hours ago)
 * and queues a reminder run, as the ten-minute schedule does.
 */
export async function dueReminders(db: Database, prefix: string) {
  await query(
    db,
    `UPDATE onboarding_drafts SET last_saved_at = now() - interval '25 hours' WHERE id IN (SELECT id ${draftsOf(prefix)})`,
  )
  await query(
    db,
    `INSERT INTO payload_jobs (task_slug, queue, input) VALUES ('remindDrafts', 'default', '{}')`,
  )
}

/**
 * Waits for the reminder runs and their e-mails to finish, then checks that every draft made due
 * was reminded exactly once (one filed e-mail under its stable Message-ID, however often a
 * killed run was repeated).
 */
export async function checkReminders(
  checks: Checks,
  db: Database,
  smtp: Smtp,
  prefix: string,
  timeoutMs: number,
) {
  await jobsDone(checks, db, ['remindDrafts', 'sendDraftEmail'], 'reminder', timeoutMs)
  const due = await query<{ reference: string; email: string }>(
    db,
    `SELECT reference, email ${draftsOf(prefix)} AND last_saved_at < now() - interval '24 hours'`,
  )
  let delivered = 0
  let resends = 0
  for (const draft of due) {
    const about = (mail: { messageId?: string }) =>
      Boolean(mail.messageId?.startsWith(`reminder1-${draft.reference}@`))
    const filed = smtp.mailbox.filter(about).length
    delivered += filed
    resends += smtp.received.filter(about).length - filed
    checks.check(filed === 1, `reminder for ${draft.email} filed ${filed} times`)
  }
  checks.check(due.length > 0, 'no draft was made due a reminder')
  return { due: due.length, delivered, resends }
}

/** Collects failed checks with a reason each; a scenario passes when it has none. */
export class Checks {
  readonly failures: string[] = []
  check(ok: boolean, message: string): void {
    if (!ok) this.failures.push(message)
  }
}
