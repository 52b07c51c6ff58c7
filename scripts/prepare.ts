/**
 * Brings a database up to date: runs pending migrations, seeds an empty database, and in
 * development makes sure the admin login exists and prints it.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { migrations } from '../migrations'
import { isEmpty, seed } from '../seed'
import { ensureDevAdmin } from '../seed/staff'

export async function prepareDatabase({ devAdmin = false, alwaysSeed = false } = {}): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate({ migrations })
    if (alwaysSeed || (await isEmpty(payload))) await seed(payload)
    if (devAdmin) {
      const login = await ensureDevAdmin(payload)
      const line = '─'.repeat(60)
      console.log(`\n${line}\n  Admin panel: /admin\n  E-mail:      ${login.email}\n  Password:    ${login.password}\n${line}\n`)
    }
  } finally {
    await payload.destroy()
  }
}
