/**
 * Staff sign-in attempts are limited per client across instances, and the production server's
 * refusal says what happened and when to try again.
 */
import { describe, expect, it } from 'vitest'
import { instanceA, instanceB } from './support'

async function signIn(base: string, client: string): Promise<Response> {
  return fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email: 'nobody@leadpilot.example', password: 'not-the-password-1' }),
  })
}

describe('staff sign-in', () => {
  it('refuses a client that used up its attempts on either instance, saying when to try again', async () => {
    const client = '198.51.100.91'
    // The default limit: ten attempts a client in fifteen minutes.
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? instanceA : instanceB, client)).status).toBe(401)
    }
    for (const base of [instanceA, instanceB]) {
      const refused = await signIn(base, client)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
      const body = (await refused.json()) as { errors: { message: string }[] }
      expect(body.errors[0]!.message).toMatch(/^Too many sign-in attempts from your network\./)
    }
    // Another client is not held back.
    expect((await signIn(instanceA, '198.51.100.92')).status).toBe(401)
  })
})
