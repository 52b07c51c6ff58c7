import type { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in one database transaction, with a request of its own that every write inside
 * passes on: all of it is stored, or none of it.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** A raw SQL statement's runner and its rows. */
export type Sql = {
  execute(query: ReturnType<typeof sql>): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * The database handle for a raw statement: inside `req`'s transaction when it has one, so the
 * statement sees and joins that transaction's writes and never waits for a second connection.
 */
export async function database(payload: Payload, req?: PayloadRequest): Promise<Sql> {
  const adapter = payload.db as unknown as {
    drizzle: Sql
    sessions?: Record<string | number, { db: Sql } | undefined>
  }
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined ? adapter.sessions?.[id]?.db : undefined) ?? adapter.drizzle
}
