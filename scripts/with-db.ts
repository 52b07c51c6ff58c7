/**
 * `tsx scripts/with-db.ts [--prepare] [--dev-admin] -- <command…>` runs a command with
 * DATABASE_URL pointing at a database: the configured one, or the embedded development
 * cluster, which it stops when the command ends. `--prepare` migrates it and seeds it when
 * empty first; `--dev-admin` also creates and prints the development admin login.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startDatabase } from './db'
import { prepareInChild } from './prepare-child'

const sep = process.argv.indexOf('--')
const flags = process.argv.slice(2, sep < 0 ? undefined : sep)
const command = sep < 0 ? [] : process.argv.slice(sep + 1)
if (command.length === 0) {
  console.error('usage: tsx scripts/with-db.ts [--prepare] [--dev-admin] -- <command…>')
  process.exit(2)
}

/** On the embedded database a local secret is generated once and kept in .data/. */
function localSecret(): string {
  const file = path.resolve('.data/payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return fs.readFileSync(file, 'utf8').trim()
}

// Uploads live beside the project (the standalone server runs from .next/standalone).
process.env.MEDIA_DIR ??= path.resolve('media')

const db = await startDatabase().catch((error: Error) => {
  console.error(error.message)
  return process.exit(1)
})
process.env.DATABASE_URL = db.url
if (!process.env.PAYLOAD_SECRET && db.embedded) process.env.PAYLOAD_SECRET = localSecret()
// On the embedded database the app runs on this machine: its public origin is localhost. A server
// on any other database must be told its origin (it refuses to start in production without it).
// PORT is set too: `next dev` moves to the next free port when its default is taken, away from
// that origin, but stops and says the port is in use when PORT names it.
if (!process.env.SITE_URL && db.embedded) {
  process.env.PORT ??= '3000'
  process.env.SITE_URL = `http://localhost:${process.env.PORT}`
}
// Tried on this machine, the server has no proxy in front and, in effect, one caller: it runs
// with shared rate limits (and says so). Anywhere else TRUST_PROXY must be set.
if (process.env.TRUST_PROXY === undefined && db.embedded) process.env.TRUST_PROXY = '0'

const running: { child?: ReturnType<typeof spawn> } = {}
const shutdown = async (code: number) => {
  await db.stop()
  process.exit(code)
}
process.on('SIGINT', () => (running.child ? running.child.kill('SIGINT') : void shutdown(130)))
process.on('SIGTERM', () => (running.child ? running.child.kill('SIGTERM') : void shutdown(143)))

try {
  if (flags.includes('--prepare')) {
    prepareInChild(process.env, flags.includes('--dev-admin') ? ['--dev-admin'] : [])
  }
} catch (error) {
  console.error(error)
  await shutdown(1)
}

running.child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env })
running.child.on('exit', (code, signal) => void shutdown(code ?? (signal ? 1 : 0)))
