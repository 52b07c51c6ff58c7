import { describe, expect, it } from 'vitest'
import { rest, staffToken } from './payload'

describe('staff preferences over REST', () => {
  it('deleting a preference that is not stored answers 404 with a message, never 500', async () => {
    const token = await staffToken('marketer')
    const res = await rest('DELETE', 'payload-preferences/no-such-preference', { token })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      errors: [{ message: 'No preference is stored under that key.' }],
    })
  })

  it('a stored preference is deleted once; deleting it again is a 404', async () => {
    const token = await staffToken('ops')
    const key = `list-columns-${Date.now()}`
    const saved = await rest('POST', `payload-preferences/${key}`, {
      token,
      body: { value: { columns: ['name'] } },
    })
    expect(saved.status).toBe(200)
    expect((await rest('GET', `payload-preferences/${key}`, { token })).status).toBe(200)

    expect((await rest('DELETE', `payload-preferences/${key}`, { token })).status).toBe(200)
    expect((await rest('DELETE', `payload-preferences/${key}`, { token })).status).toBe(404)
  })
})
