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
 * Runs `work` in one database transaction, with a request of its own (or `base`, such as a signed-in
 * member of staff's) that every write inside passes on: all of it is stored, or none of it. A
 * `base` already in a transaction keeps it, and its owner commits it.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  base?: PayloadRequest,
): Promise<T> {
  const req = base ?? (await createLocalReq({}, payload))
  const began = await initTransaction(req)
  try {
    const result = await work(req)
    if (began) await commitTransaction(req)
    return result
  } catch (error) {
    if (began) await killTransaction(req)
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
