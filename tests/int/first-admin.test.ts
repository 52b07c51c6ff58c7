/**
 * The first staff account on a fresh deployment: Payload's first-register asks for the setup code
 * the server prints at start-up, and the account is an admin. Without the code (or with another
 * role) nothing is created; once an account exists, first-register is refused outright.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { announceSetupCode, setupCode } from '@collections/Users/first-admin'
import { rest, testPayload } from './payload'

const email = 'first-admin@test.leadpilot.example'
const password = 'first-admin-password-42'

async function accounts(): Promise<number> {
  const payload = await testPayload()
  return (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
}

function register(body: Record<string, unknown>) {
  return rest('POST', 'users/first-register', {
    body: { email, password, 'confirm-password': password, ...body },
  })
}

/** The messages of a refused first-register, by field. */
async function fieldErrors(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400)
  const { errors } = (await res.json()) as {
    errors: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  return Object.fromEntries((errors[0].data?.errors ?? []).map((e) => [e.path, e.message]))
}

beforeAll(async () => {
  // The suite's other files make their own staff when they need them (find or create).
  const payload = await testPayload()
  await payload.delete({ collection: 'users', where: { id: { exists: true } } })
  expect(await accounts()).toBe(0)
})

describe('the first staff account', () => {
  it('the server logs the setup code while no account exists', async () => {
    const payload = await testPayload()
    const warn = vi.spyOn(payload.logger, 'warn')
    await announceSetupCode(payload)
    const code = setupCode(payload.secret)
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
    expect(warn).toHaveBeenCalledWith(
      { setupCode: code },
      expect.stringContaining(`create the first admin with the setup code ${code}`),
    )
    warn.mockRestore()
  })

  it('is not created without the setup code, or with a wrong one', async () => {
    expect(await fieldErrors(await register({}))).toEqual({
      setupCode: 'Enter the code from the server log.',
    })
    expect(await fieldErrors(await register({ setupCode: 'AAAA-BBBB-CCCC-DDDD' }))).toEqual({
      setupCode: 'That code does not match the server log.',
    })
    expect(await accounts()).toBe(0)
    const init = await rest('GET', 'users/init')
    expect(await init.json()).toEqual({ initialized: false })
  })

  it('must be an admin', async () => {
    const payload = await testPayload()
    const res = await register({ setupCode: setupCode(payload.secret), role: 'marketer' })
    expect(await fieldErrors(res)).toEqual({
      role: 'The first account must be an admin.',
    })
    expect(await accounts()).toBe(0)
  })

  it('is created with the code as typed (any case, spaces for dashes) and is an admin', async () => {
    const payload = await testPayload()
    const typed = setupCode(payload.secret).toLowerCase().replaceAll('-', ' ')
    const res = await register({ setupCode: typed })
    expect(res.status, await res.clone().text()).toBe(200)
    const { user } = (await res.json()) as { user: { email: string; role: string } }
    expect(user).toMatchObject({ email, role: 'admin' })
    expect(await accounts()).toBe(1)
  })

  it('once an account exists, first-register is refused even with the code, and nothing is said at start-up', async () => {
    const payload = await testPayload()
    const res = await rest('POST', 'users/first-register', {
      body: {
        email: 'second@test.leadpilot.example',
        password,
        'confirm-password': password,
        setupCode: setupCode(payload.secret),
      },
    })
    expect(res.status).toBe(403)
    expect(await accounts()).toBe(1)
    const warn = vi.spyOn(payload.logger, 'warn')
    await announceSetupCode(payload)
    expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('a later account a script creates without a role is a marketer', async () => {
    const payload = await testPayload()
    const later = await payload.create({
      collection: 'users',
      data: { email: 'later@test.leadpilot.example', password } as never,
    })
    expect(later.role).toBe('marketer')
  })
})
