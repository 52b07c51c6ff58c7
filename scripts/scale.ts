/**
 * `npm run test:scale`: the app scaled out. Two `next start` instances of one build (the `.next`
 * the browser suite made, built if absent), one PostgreSQL (a throw-away database on the server at
 * 127.0.0.1:5432), one Redis (127.0.0.1:6379, database 15, emptied before and after), a real SMTP
 * server on loopback and the project's nginx (deploy/nginx.conf) load-balancing across them, plus
 * a third jobs runner (`npm run jobs`). Then runs tests/scale with vitest; they stop and start the
 * runners through a small control server (kill -9 and restart) and read what the SMTP server
 * received from it. Skipped, saying so, when PostgreSQL or Redis does not answer.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createClient } from 'redis'
import { startSmtp } from '../tests/support/smtp'
import { App } from '../tests/faults/harness'
import { appEnv, buildIfNeeded } from './app-server'
import { freePort } from './db'
import { ensureNginx, proxyConfig, startNginx, type Nginx } from './nginx'
import { prepareInChild } from './prepare-child'

const PG_SERVER = process.env.SCALE_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/15'

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    socket.setTimeout(2_000)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const missing = [
  ...((await answers(PG_SERVER)) ? [] : [`PostgreSQL at ${new URL(PG_SERVER).host}`]),
  ...((await answers(REDIS_URL)) ? [] : [`Redis at ${new URL(REDIS_URL).host}`]),
]
if (missing.length) {
  console.log(`== scale-out suite SKIPPED: no ${missing.join(' and no ')} answers.`)
  process.exit(0)
}

/** The server's own database for this run, created empty and dropped at the end. */
const dbName = `leadpilot_scale_${Date.now().toString(36)}`
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
await onServer(`CREATE DATABASE ${dbName}`)
const databaseUrl = Object.assign(new URL(PG_SERVER), { pathname: `/${dbName}` }).toString()

async function emptyRedis(): Promise<void> {
  const client = createClient({ url: REDIS_URL })
  await client.connect()
  await client.flushDb()
  await client.quit()
}
await emptyRedis()

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-scale-'))
const mailboxDir = path.join(workDir, 'mailbox')
fs.mkdirSync(mailboxDir)
const smtp = await startSmtp({ mailboxDir })
const [portA, portB, proxyPort, controlPort] = await Promise.all([
  freePort(),
  freePort(),
  freePort(),
  freePort(),
])
const proxyUrl = `http://127.0.0.1:${proxyPort}`

const env: NodeJS.ProcessEnv = {
  ...appEnv({ databaseUrl, port: portA, smtpPort: smtp.port, secret: 'scale-test-secret' }),
  REDIS_URL,
  // Both instances are reached through the proxy, which appends the client's address.
  SITE_URL: proxyUrl,
  TRUST_PROXY: '1',
  // One volume of uploads shared by the instances, as docker-compose mounts it.
  MEDIA_DIR: path.join(workDir, 'media'),
  SUBMISSION_RATE_LIMIT: '60',
  E2E_ADMIN_EMAIL: 'scale-admin@leadpilot.example',
  E2E_ADMIN_PASSWORD: 'scale-admin-password-42',
}
const instances = [portA, portB].map(
  (port, i) =>
    new App({ ...env, PORT: String(port) }, port, path.join(workDir, `server-${'ab'[i]}.log`)),
)

/** The third runner: the queue without pages, as `npm run jobs` runs it. */
class Worker {
  child?: ChildProcess
  constructor(readonly logFile: string) {}
  async start(): Promise<void> {
    const log = fs.openSync(this.logFile, 'a')
    this.child = spawn('npx', ['tsx', 'scripts/jobs-worker.ts'], {
      env,
      stdio: ['ignore', log, log],
      detached: true,
    })
    fs.closeSync(log)
  }
  kill9(): void {
    if (this.child?.pid && this.child.exitCode === null) process.kill(-this.child.pid, 'SIGKILL')
  }
  async stop(): Promise<void> {
    if (this.child?.pid && this.child.exitCode === null) process.kill(-this.child.pid, 'SIGTERM')
  }
  get exited(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => child.once('exit', () => resolve()))
  }
}
const runners = [...instances, new Worker(path.join(workDir, 'worker.log'))]

/**
 * POST /kill/<n> (kill -9) and POST /start/<n> take runner n (0 and 1 the web instances, 2 the
 * worker) down and bring it back; GET /mail lists every message the SMTP server accepted (each
 * transmission, re-sends included) and what its mailbox filed (one per Message-ID).
 */
const control = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/mail') {
    const ids = (mails: typeof smtp.received) => mails.map((mail) => mail.messageId ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    return res.end(JSON.stringify({ received: ids(smtp.received), filed: ids(smtp.mailbox) }))
  }
  const [, action, index] = req.url?.split('/') ?? []
  const runner = runners[Number(index)]
  if (req.method !== 'POST' || !runner) return res.writeHead(404).end()
  const run = async () => {
    if (action === 'kill') {
      runner.kill9()
      await (runner instanceof App ? runner.process?.exited : runner.exited)
    } else if (action === 'start') await runner.start()
    else throw new Error(`no action ${action}`)
  }
  run().then(
    () => res.writeHead(204).end(),
    (error: unknown) => res.writeHead(500).end(String(error)),
  )
})
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve))

let nginx: Nginx | undefined
let exitCode = 1
try {
  ensureNginx()
  // No account is made here: the first test to need the admin creates it as a fresh deployment
  // does, with the setup code one instance printed, through the other instance.
  prepareInChild(env)
  buildIfNeeded(env, true)
  await Promise.all(runners.map((runner) => runner.start()))
  const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
  nginx = await startNginx(
    path.join(workDir, 'nginx'),
    proxyConfig(conf, {
      appPorts: [portA, portB],
      port: proxyPort,
      cacheDir: path.join(workDir, 'nginx-cache'),
    }),
    proxyPort,
  )
  const tests = spawn('npx', ['vitest', 'run', '--project', 'scale', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      SCALE_PROXY_URL: proxyUrl,
      SCALE_INSTANCE_URLS: instances.map((app) => app.url).join(','),
      SCALE_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
      SCALE_MAILBOX: mailboxDir,
      SCALE_LOGS: instances.map((app) => app.logFile).join(','),
    },
  })
  exitCode = await new Promise<number>((resolve) => tests.on('exit', (code) => resolve(code ?? 1)))
  if (exitCode !== 0) console.log(`Server logs: ${workDir}`)
} catch (error) {
  console.error(error)
  console.log(`Server logs: ${workDir}`)
} finally {
  control.close()
  await nginx?.stop()
  await Promise.all(runners.map((runner) => runner.stop()))
  await smtp.stop()
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {})
  await emptyRedis().catch(() => {})
}
process.exit(exitCode)
