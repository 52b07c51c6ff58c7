/**
 * `npm run test:e2e`: the browser suite against a production build. Starts a throw-away
 * embedded database (the fault tests stop and restart it), migrates and seeds it, a real SMTP server
 * and an OpenAI-compatible transcription service on loopback, builds the app unless
 * E2E_SKIP_BUILD=1, serves it with `next start`, and runs Playwright against it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startSmtp } from '../tests/support/smtp'
import { startTranscriptionServer } from '../tests/support/transcription'
import { appEnv, buildIfNeeded, startApp, waitForServer, type AppProcess } from './app-server'
import { findChromium } from './chromium'
import http from 'node:http'
import { freePort, startDatabase } from './db'
import { prepareInChild } from './prepare-child'

const chromium = findChromium()
delete process.env.DATABASE_URL
const db = await startDatabase({ throwaway: true })
const port = await freePort()
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-e2e-'))
const logFile = path.join(workDir, 'server.log')
const mailboxDir = path.join(workDir, 'mailbox')
fs.mkdirSync(mailboxDir)
const smtp = await startSmtp({ mailboxDir })
const transcription = await startTranscriptionServer()

/** Lets the fault tests stop and restart the database: POST /db/pause, POST /db/resume. */
const control = http.createServer((req, res) => {
  const action =
    req.method === 'POST' && req.url === '/db/pause'
      ? db.pause
      : req.url === '/db/resume'
        ? db.resume
        : undefined
  if (!action) return res.writeHead(404).end()
  action().then(
    () => res.writeHead(204).end(),
    (error: unknown) => res.writeHead(500).end(String(error)),
  )
})
const controlPort = await freePort()
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve))

const env: NodeJS.ProcessEnv = {
  ...appEnv({ databaseUrl: db.url, port, smtpPort: smtp.port, secret: 'e2e-test-secret' }),
  TRANSCRIPTION_API_URL: transcription.url,
  TRANSCRIPTION_TIMEOUT_MS: '3000',
  // The Calendly webhook is on; the browser tests sign their deliveries with the same key.
  CALENDLY_WEBHOOK_SIGNING_KEY: `e2e-calendly-${crypto.randomUUID()}`,
  // Generous: the suite submits many times from one address.
  SUBMISSION_RATE_LIMIT: '1000000',
  DRAFT_RATE_LIMIT: '1000000',
  COMPLAINT_RATE_LIMIT: '1000000',
  FORM_RATE_LIMIT: '1000000',
  VOICE_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '1000000',
  PASSWORD_RESET_RATE_LIMIT: '1000000',
  CHROMIUM_PATH: chromium,
  E2E_BASE_URL: `http://127.0.0.1:${port}`,
  E2E_SERVER_LOG: logFile,
  E2E_MAILBOX: mailboxDir,
  E2E_TRANSCRIPTION_CONTROL: transcription.controlUrl,
  E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
  E2E_ADMIN_EMAIL: 'e2e-admin@leadpilot.example',
  E2E_ADMIN_PASSWORD: 'e2e-admin-password-42',
}

let server: AppProcess | undefined
let exitCode = 1
try {
  prepareInChild({
    ...env,
    PREPARE_ADMIN_EMAIL: env.E2E_ADMIN_EMAIL,
    PREPARE_ADMIN_PASSWORD: env.E2E_ADMIN_PASSWORD,
  })

  buildIfNeeded(env, process.env.E2E_SKIP_BUILD === '1')
  server = startApp(env, port, logFile)
  await waitForServer(`${env.E2E_BASE_URL}/`, 120_000, logFile)

  // Asynchronously: this process's SMTP and transcription servers must keep answering meanwhile.
  const tests = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  })
  exitCode = await new Promise<number>((resolve) => tests.on('exit', (code) => resolve(code ?? 1)))
  if (exitCode !== 0) console.log(`Server log: ${logFile}`)
} catch (error) {
  console.error(error)
} finally {
  server?.signal('SIGTERM')
  control.close()
  await Promise.all([smtp.stop(), transcription.stop()])
  await db.stop()
}
process.exit(exitCode)
