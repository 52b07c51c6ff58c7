import { describe, expect, it } from 'vitest'
import { testPayload } from './payload'

describe('staff login', () => {
  it('locks the account after five failed attempts, even for the right password', async () => {
    const payload = await testPayload()
    const email = `lockout-${Date.now()}@test.example`
    const password = 'the-right-password-1'
    await payload.create({ collection: 'users', data: { email, password, role: 'marketer' } })

    const login = (pw: string) =>
      payload.login({ collection: 'users', data: { email, password: pw } })
    await expect(login(password)).resolves.toHaveProperty('token')
    for (let i = 0; i < 5; i++) await expect(login('wrong-password')).rejects.toThrow()
    await expect(login(password)).rejects.toThrow(/locked/i)
  })

  it('rejects an unknown e-mail without saying which part was wrong', async () => {
    const payload = await testPayload()
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'nobody@test.example', password: 'whatever-pass' },
      }),
    ).rejects.toThrow(/email or password/i)
  })
})
