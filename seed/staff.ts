import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

const DEV_ADMIN_EMAIL = 'admin@leadpilot.example'

/**
 * Development only: an admin account with a random password kept in .data/, printed at
 * start-up. Production never gets a default password.
 */
export async function ensureDevAdmin(
  payload: Payload,
): Promise<{ email: string; password: string }> {
  const file = path.resolve('.data/dev-admin-password')
  let password = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
  if (!password) {
    password = crypto.randomBytes(12).toString('base64url')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, password + '\n', { mode: 0o600 })
  }
  await ensureStaff(payload, { email: DEV_ADMIN_EMAIL, password, role: 'admin' })
  return { email: DEV_ADMIN_EMAIL, password }
}

/** Creates a staff account, or resets its password and role if it exists. */
export async function ensureStaff(
  payload: Payload,
  {
    email,
    password,
    role,
  }: { email: string; password: string; role: 'admin' | 'marketer' | 'ops' },
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
  })
  if (docs[0]) {
    await payload.update({
      collection: 'users',
      id: docs[0].id,
      data: { password, role },
    })
  } else {
    await payload.create({ collection: 'users', data: { email, password, role } })
  }
}
