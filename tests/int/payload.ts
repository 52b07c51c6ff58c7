import type { Payload } from 'payload'
import { inject } from 'vitest'
import type { Role } from '@collections/access'
import type { User } from '@/payload-types'

let instance: Promise<Payload> | undefined

/** The suite's Payload instance, on the database global-setup prepared. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
    // Tests run the job queue themselves.
    process.env.JOBS_AUTORUN = 'false'
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    return getPayload({ config })
  })()
  return instance
}

export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance
  instance = undefined
  await payload.destroy()
}

/** A staff user with this role (created once per suite). */
export async function staff(role: Role): Promise<User> {
  const payload = await testPayload()
  const email = `${role}@test.leadpilot.example`
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
  })
  if (docs[0]) return docs[0]
  return payload.create({
    collection: 'users',
    data: { email, password: 'correct-horse-battery', role },
  })
}
