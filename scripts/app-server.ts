/**
 * Builds and serves the production app for the runners (browser suite, benchmark, fault tests):
 * `next build` when needed, `next start` in a process group of its own, and a wait for it to answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

/** Runs `next build` unless `reuse` is set and a build exists. */
export function buildApp(env: NodeJS.ProcessEnv, { reuse = false } = {}): void {
  if (reuse && fs.existsSync('.next/BUILD_ID')) return
  const build = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) throw new Error('next build failed')
}

export type AppServer = {
  process: ChildProcess
  url: string
  /** Ends the whole process group (SIGTERM by default; the fault tests use SIGKILL). */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/** Starts `next start` on 127.0.0.1:port, logging to logFile, and waits until it answers. */
export async function startApp(
  env: NodeJS.ProcessEnv,
  { port, logFile }: { port: number; logFile: string },
): Promise<AppServer> {
  const log = fs.openSync(logFile, 'a')
  // Next's own binary in a process group of its own, so stopping it stops every child too.
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log], detached: true },
  )
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid!, signal)
    } catch {
      return // already gone
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  }
  try {
    await waitForServer(`${url}/`, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  return { process: child, url, stop }
}

/** Resolves once `url` answers below 500; throws after `timeoutMs`. */
export async function waitForServer(url: string, logFile: string, timeoutMs = 120_000) {
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
