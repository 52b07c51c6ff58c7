import type { Payload } from 'payload'
import { log } from '@/lib/log'

type EventSource = { on: (event: 'error', listener: (error: Error) => void) => void }

/**
 * When PostgreSQL restarts, the connection pool's idle clients fail with an 'error' event; with no
 * listener, Node ends the whole process. Log it instead: the pool drops the broken clients and
 * opens new ones, so the app recovers without a restart once the database is back.
 */
export function logPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: EventSource }).pool
  pool?.on('error', (error) => log('warn', 'database_connection_lost', { message: error.message }))
}
