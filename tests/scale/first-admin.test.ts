/**
 * A fresh deployment of two instances: each prints the same setup code, the code one printed
 * creates the first admin through the other, and after that nobody can register a first account
 * through either instance, code or not.
 */
import { describe, expect, it } from 'vitest'
import {
  adminToken,
  firstRegister,
  instanceA,
  instanceB,
  logs,
  proxy,
  setupCodeIn,
} from './support'

describe('the first admin of a fresh deployment', () => {
  it('both instances print the same setup code, and it made an admin who signs in on either', async () => {
    const [a, b] = await Promise.all(logs.map((log) => setupCodeIn(log)))
    expect(a).toBe(b)
    for (const base of [instanceA, instanceB, proxy]) {
      const token = await adminToken(base)
      const me = await fetch(`${base}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
      expect(((await me.json()) as { user: { role: string } }).user.role).toBe('admin')
    }
  })

  it('once it exists, no first account can be registered through either instance', async () => {
    await adminToken(instanceA)
    const code = await setupCodeIn(logs[0])
    for (const base of [instanceA, instanceB]) {
      const res = await firstRegister(base, {
        email: `late-${Date.now()}@leadpilot.example`,
        password: 'a-late-password-42',
        setupCode: code,
      })
      expect(res.status).toBe(403)
    }
  })
})
