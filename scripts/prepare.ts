/**
 * Brings a database up to date: runs pending migrations, seeds an empty database, indexes for
 * the site search what is not indexed yet, and in
 * development makes sure the admin login exists and prints it.
 */
import { getPayload, type Migration } from 'payload'
import config from '../payload.config'
import { migrations } from '../migrations'
import { isEmpty, seed } from '../seed'
import { ensureDevAdmin, ensureStaff } from '../seed/staff'
import { indexExistingContent } from '../collections/Search/backfill'

type Options = {
  devAdmin?: boolean
  alwaysSeed?: boolean
  /** An admin account to create (tests). */
  admin?: { email: string; password: string }
}

export async function prepareDatabase({
  devAdmin = false,
  alwaysSeed = false,
  admin,
}: Options = {}): Promise<void> {
  // The seed needs no job runner; a runner mid-tick can also keep the pool from closing.
  const autoRun = process.env.JOBS_AUTORUN
  process.env.JOBS_AUTORUN = 'false'
  const payload = await getPayload({ config })
  try {
    // Migration files type their own arguments; the adapter takes them as its generic Migration.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    if (alwaysSeed || (await isEmpty(payload))) await seed(payload)
    // Content saved before the search index existed (or before a page listed it) is indexed.
    const indexed = await indexExistingContent(payload)
    if (indexed) payload.logger.info({ msg: 'search index filled', entries: indexed })
    if (admin) await ensureStaff(payload, { ...admin, role: 'admin' })
    if (devAdmin) {
      const login = await ensureDevAdmin(payload)
      const line = '─'.repeat(60)
      console.log(
        `\n${line}\n  Admin panel: /admin\n  E-mail:      ${login.email}\n  Password:    ${login.password}\n${line}\n`,
      )
    }
  } finally {
    await closeWithin(payload.destroy(), 5_000)
    if (autoRun === undefined) delete process.env.JOBS_AUTORUN
    else process.env.JOBS_AUTORUN = autoRun
  }
}

/** Closing the pool has been seen to wait forever on a client never handed back; do not wait. */
async function closeWithin(closing: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn('Payload did not close its database pool in time; continuing.')
      resolve()
    }, ms)
  })
  await Promise.race([closing, timeout])
  clearTimeout(timer)
}
