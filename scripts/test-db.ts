/**
 * A database for one test run: a throw-away embedded cluster by default, or, with
 * DATABASE_URL set (CI's PostgreSQL service), a fresh uniquely named database on that server.
 * Either way it is removed afterwards.
 */
import pg from 'pg'
import { startDatabase, type Database } from './db'

export async function startTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    return startDatabase({ throwaway: true })
  }
  const name = `leadpilot_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    embedded: false,
    stop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}
