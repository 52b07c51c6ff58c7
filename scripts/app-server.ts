/**
 * The production app for the test runners and the benchmark: build it unless a build is there to
 * reuse, serve it with its own standalone server in a process group of its own, wait until it
 * answers, stop it gently or kill it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The app's environment for a test run: its database, port, origin and SMTP server on loopback. */
export function appEnv({
  databaseUrl,
  port,
  smtpPort,
  secret,
}: {
  databaseUrl: string
  port: number
  smtpPort: number
  secret: string
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secret,
    // No NEXT_PUBLIC_SERVER_URL: it would be baked into the build with this run's random port.
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    // The tests reach the server directly; Next.js writes the caller's socket address into
    // X-Forwarded-For when the request carries none, and tests that act as other clients set it.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // The standalone server runs from .next/standalone; uploads stay beside the project.
    MEDIA_DIR: process.env.MEDIA_DIR ?? path.resolve('media'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    // The tests' webhook receivers listen on loopback.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  }
}

const SERVER = '.next/standalone/server.js'

/**
 * `npm run build` (scripts/build.ts) unless `reuse` is set and a build exists. It builds as the
 * Docker image's build stage does, with no database to reach and no secret, so every test run
 * proves the build needs neither.
 */
export function buildIfNeeded(env: NodeJS.ProcessEnv, reuse: boolean): void {
  if (reuse && fs.existsSync(SERVER)) return
  const buildEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: 'postgres://127.0.0.1:1/unreachable' }
  delete buildEnv.PAYLOAD_SECRET
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env: buildEnv })
  if (build.status !== 0) throw new Error('The build failed')
}

export type AppProcess = {
  child: ChildProcess
  /** Resolves when the process has ended. */
  exited: Promise<void>
  /** Signals the whole process group (Next's workers included). */
  signal: (signal: NodeJS.Signals) => void
}

/**
 * Node flags the server runs with, as in the Docker image and `npm start`: a larger young
 * generation means fewer garbage collections under load. Against V8's default (16 MB) 32 MB gave
 * +6–10 % pages per second; 128 MB another +10–25 % (a cached /pricing-overview 3180 → 3981 req/s,
 * home p99 51 → 46 ms at 50 connections) for about 45 MB more resident memory. 256 MB was no
 * faster.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=128']

/**
 * How long the server keeps an idle keep-alive connection open, in ms, as in the Docker image and
 * `npm start`: longer than any client that reuses connections keeps one idle (nginx's upstream
 * pool: 60 s), so the client always closes first. Node's default of 5 s let a request sent on a
 * connection just as the server closed it fail with a connection reset; a proxy cannot retry a
 * POST that failed that way.
 */
export const KEEP_ALIVE_TIMEOUT_MS = '65000'

/**
 * The standalone server in a process group of its own, so stopping it stops every child too.
 * `nodeArgs` go to Node itself besides SERVER_NODE_FLAGS (the benchmark's `--cpu-prof`).
 */
export function startApp(
  env: NodeJS.ProcessEnv,
  port: number,
  logFile: string,
  nodeArgs: string[] = [],
): AppProcess {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER], {
    env: {
      KEEP_ALIVE_TIMEOUT: KEEP_ALIVE_TIMEOUT_MS,
      ...env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
    },
    stdio: ['ignore', log, log],
    detached: true,
  })
  fs.closeSync(log)
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    child,
    exited,
    signal: (signal) => {
      if (!child.pid) return
      try {
        process.kill(-child.pid, signal)
      } catch {
        // already gone
      }
    },
  }
}

/** Waits until `url` answers below 500. */
export async function waitForServer(url: string, timeoutMs = 120_000, logFile = ''): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000}s (log: ${logFile})`)
}
