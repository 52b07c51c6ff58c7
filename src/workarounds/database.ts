/**
 * What Payload 3.90.1's PostgreSQL adapter leaves to the app: a listener for a lost connection
 * (without one Node ends the process) and a check that a COMMIT really happened.
 *
 * Upstream: no issue is filed; node-postgres documents that a pool's owner must listen for its
 * 'error' event, and @payloadcms/db-postgres 3.90.1 adds no listener. Remove the listener once the
 * adapter adds its own (tests/int/upstream.test.ts counts the pool's listeners without ours), and
 * the COMMIT check once `commitTransaction` rejects when the COMMIT fails.
 */
import type { Payload } from 'payload'

type Client = {
  on: (event: 'error', listener: (error: Error) => void) => void
  listenerCount: (event: 'error') => number
}
type Pool = {
  on(event: 'error', listener: (error: Error) => void): void
  on(event: 'acquire', listener: (client: Client) => void): void
}

/**
 * When PostgreSQL restarts, the connection pool's idle clients fail with an 'error' event; with no
 * listener, Node ends the whole process. Log it instead: the pool drops the broken clients and
 * opens new ones, so the app recovers without a restart once the database is back. A client that
 * is checked out between two queries (inside a transaction) fails the same way, but the pool only
 * listens to idle clients: each client gets its own listener too. Its holder's next query fails
 * (and is answered as such), and the pool discards the client when it is released.
 */
export function logPoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  const lost = (fields: object) => payload.logger.warn(fields, 'database_connection_lost')
  pool?.on('error', (error) => lost({ message: error.message }))
  const guarded = new WeakSet<Client>()
  pool?.on('acquire', (client) => {
    if (guarded.has(client)) return
    guarded.add(client)
    client.on('error', (error) => {
      // An idle client's error is the pool's, logged above.
      if (client.listenerCount('error') === 1) lost({ message: error.message, checkedOut: true })
    })
  })
}

/**
 * Payload 3.90's PostgreSQL adapter swallows a failed COMMIT (the database gone at that moment):
 * `commitTransaction` resolves either way. A submission or complaint is answered 2xx only once it is read back
 * from the database.
 */
export async function confirmCommitted(
  payload: Payload,
  id: number,
  collection:
    'onboarding-submissions' | 'privacy-complaints' | 'form-submissions' = 'onboarding-submissions',
): Promise<void> {
  const there = await payload.db.findOne({
    collection,
    where: { id: { equals: id } },
    select: { id: true },
  })
  if (!there) throw new Error(`Record ${id} of ${collection} was not committed.`)
}
