import type { Payload } from 'payload'
import { inject } from 'vitest'
import type { Role } from '@/lib/access'
import type { User } from '@/payload-types'

let instance: Promise<Payload> | undefined

/** The suite's Payload instance, on the database global-setup prepared. */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
    // Tests run the job queue themselves.
    process.env.JOBS_AUTORUN = 'false'
    // The tests' webhook receivers listen on loopback; a test that checks the refusal turns it off.
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS ??= 'true'
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

/** The password of every staff user the suite creates. */
const STAFF_PASSWORD = 'correct-horse-battery'

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
    data: { email, password: STAFF_PASSWORD, role },
  })
}

/** A JWT for the staff user with this role, sent as the admin panel's API calls send it. */
export async function staffToken(role: Role): Promise<string> {
  const payload = await testPayload()
  const { email } = await staff(role)
  const { token } = await payload.login({
    collection: 'users',
    data: { email, password: STAFF_PASSWORD },
  })
  if (!token) throw new Error(`no token for ${role}`)
  return token
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Payload's REST API as the app serves it (`src/app/(payload)/api/[...slug]/route.ts`), called in
 * process: `path` is what follows `/api/`, `token` signs the request in, `body` is sent as JSON,
 * `headers` are added.
 */
export async function rest(
  method: Method,
  path: string,
  {
    token,
    body,
    form,
    headers: extra,
  }: { token?: string; body?: unknown; form?: FormData; headers?: HeadersInit } = {},
): Promise<Response> {
  await testPayload()
  const route = await import('@/app/(payload)/api/[...slug]/route')
  const headers = new Headers(extra)
  if (token) headers.set('authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
  return route[method](request, { params: Promise.resolve({ slug }) })
}
