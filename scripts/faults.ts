/**
 * `npm run test:faults`: fault injection against the production build. Starts a throw-away
 * embedded PostgreSQL (migrated and seeded), a real SMTP server and `next start` (reusing the
 * `.next` build the browser suite made, building it if absent; FAULTS_BUILD=1 always builds), then
 * runs the scenarios in tests/faults: PostgreSQL stopped and restarted, the SMTP server refusing and
 * dropping connections, and the app killed with `kill -9` and restarted (FAULTS_KILLS cycles,
 * kill moments from FAULTS_SEED), once during submissions and once during webhook deliveries to a
 * receiver that answers 500 for a while. Prints the figures of each and exits non-zero on any failure.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSmtp } from '../tests/support/smtp'
import { databaseRestart } from '../tests/faults/database'
import { afterNextAcceptance, App } from '../tests/faults/harness'
import { killAndRestart } from '../tests/faults/kill'
import { smtpFaults } from '../tests/faults/smtp'
import { webhooksUnderKills } from '../tests/faults/webhooks'
import { appEnv, buildIfNeeded } from './app-server'
import { freePort, startDatabase } from './db'
import { prepareInChild } from './prepare-child'

const started = Date.now()
delete process.env.DATABASE_URL
const db = await startDatabase({ throwaway: true })
const port = await freePort()
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-faults-'))
const logFile = path.join(workDir, 'server.log')
const smtp = await startSmtp({
  onAccepted: () => {
    const run = afterNextAcceptance.run
    afterNextAcceptance.run = undefined
    run?.()
  },
})
const seed = Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31))
const cycles = Number(process.env.FAULTS_KILLS ?? 6)

/** The admin who registers the webhook endpoint. */
const admin = { email: 'faults-admin@leadpilot.example', password: 'faults-admin-password-42' }

const env: NodeJS.ProcessEnv = {
  ...appEnv({ databaseUrl: db.url, port, smtpPort: smtp.port, secret: 'faults-test-secret' }),
  // One client address sends every submission here.
  SUBMISSION_RATE_LIMIT: '100000',
  DRAFT_RATE_LIMIT: '100000',
}

type Result = { name: string; figures: Record<string, number | string>; failures: string[] }
const results: Result[] = []
const app = new App(env, port, logFile)
let crashed: unknown
let faultsFrom = Date.now()
try {
  prepareInChild({
    ...env,
    PREPARE_ADMIN_EMAIL: admin.email,
    PREPARE_ADMIN_PASSWORD: admin.password,
  })
  buildIfNeeded(env, process.env.FAULTS_BUILD !== '1')
  faultsFrom = Date.now()
  await app.start()
  for (const scenario of [
    () => databaseRestart(app, db, smtp),
    () => smtpFaults(app, db, smtp),
    () => killAndRestart(app, db, smtp, { cycles, seed }),
    () => webhooksUnderKills(app, db, { cycles, seed, admin }),
  ]) {
    const from = Date.now()
    const result = await scenario()
    result.figures.seconds = Math.round((Date.now() - from) / 1000)
    results.push(result)
  }
  // Faults must be handled, not survive by luck: Next logs and swallows uncaught errors.
  const log = fs.readFileSync(logFile, 'utf8')
  const uncaught = log
    .split('\n')
    .filter((line) => /uncaughtException|unhandledRejection/.test(line))
  results.push({
    name: 'no uncaught errors in the app',
    figures: { 'uncaught exceptions and rejections logged': uncaught.length },
    failures: uncaught.slice(0, 3).map((line) => line.slice(0, 200)),
  })
} catch (error) {
  crashed = error
} finally {
  await app.stop()
  await smtp.stop()
  await db.stop()
}

for (const result of results) {
  console.log(`\n${result.failures.length ? 'FAIL' : 'ok  '} ${result.name}`)
  for (const [key, value] of Object.entries(result.figures)) console.log(`     ${key}: ${value}`)
  for (const failure of result.failures) console.log(`     ✗ ${failure}`)
}
const failed = results.filter((r) => r.failures.length).length + (crashed ? 1 : 0)
if (crashed) console.error('\nThe fault run stopped early:', crashed)
console.log(
  `\n${results.length} fault scenarios, ${failed} failed, ${seconds(started)} s in all, ` +
    `${seconds(faultsFrom)} s from the first app start` +
    (failed ? ` (server log: ${logFile}; replay with FAULTS_SEED=${seed})` : ''),
)
process.exit(failed ? 1 : 0)

function seconds(from: number): number {
  return Math.round((Date.now() - from) / 1000)
}
