/**
 * Ops' daily work on a submission, against PostgreSQL and a real SMTP server: a re-sent brief
 * goes to the recipients in Site settings under a Message-ID of its own; a brief marked sent by
 * hand records who and when; notes keep their author and time and stay as their author wrote
 * them; every change of status is recorded (and still counts as the last contact); a corrected
 * name rewrites the stored brief; anonymising removes the notes. Marketers touch none of it.
 */
import crypto from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { validSubmission } from '../support/submission'
import { rest, staff, staffToken, testPayload } from './payload'

const smtp = await startSmtpForThisProcess()

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
afterAll(() => smtp.stop())

const COLLECTION = 'onboarding-submissions' as const

async function submission(name: string) {
  const { storeSubmission } = await import('@/data/submissions')
  const stored = await storeSubmission(
    validSubmission(crypto.randomUUID(), {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@client.example`,
    }) as never,
  )
  return stored.id
}

const read = (id: number) =>
  payload.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true })

async function asUser(role: 'admin' | 'ops' | 'marketer') {
  const user = await staff(role)
  return createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
}

async function runUntil(id: number, done: (doc: Awaited<ReturnType<typeof read>>) => boolean) {
  const deadline = Date.now() + 20_000
  for (;;) {
    await payload.jobs.run({ silent: true })
    const doc = await read(id)
    if (done(doc) || Date.now() > deadline) return doc
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('the brief e-mail, by hand', () => {
  it('re-sends the brief to the recipients in Site settings, with a Message-ID of its own', async () => {
    const { resendBrief } = await import('@collections/OnboardingSubmissions/briefActions')
    const id = await submission('Rhoda Resend')
    await runUntil(id, (doc) => doc.briefStatus === 'delivered')
    const briefs = () =>
      smtp.received.filter((m) => m.messageId?.startsWith('brief-') && m.raw.includes('Rhoda'))
    expect(briefs()).toHaveLength(1)

    const outcome = await resendBrief(await asUser('ops'), id)
    expect(outcome).toMatchObject({ ok: true })
    expect((await read(id)).briefStatus).toBe('queued')
    const doc = await runUntil(id, (d) => d.briefStatus === 'delivered')
    expect(briefs()).toHaveLength(2)
    const [first, second] = briefs()
    expect(second.messageId).not.toBe(first.messageId)
    expect(second.to.sort()).toEqual(first.to.sort())
    expect(doc.briefLog).toEqual([
      expect.objectContaining({ what: 'resent', by: (await staff('ops')).email }),
    ])
  })

  it('marks a brief sent by hand with who and when, and the queued e-mail then stays unsent', async () => {
    const { markBriefSent } = await import('@collections/OnboardingSubmissions/briefActions')
    const id = await submission('Mark Byhand')
    const outcome = await markBriefSent(await asUser('admin'), id)
    expect(outcome).toMatchObject({ ok: true })
    const doc = await read(id)
    expect(doc.briefStatus).toBe('delivered')
    expect(doc.briefDelivery?.deliveredAt).toBeTruthy()
    expect(doc.briefLog?.[0]).toMatchObject({ what: 'marked', by: (await staff('admin')).email })
    await payload.jobs.run({ silent: true })
    expect(
      smtp.received.filter((m) => m.messageId?.startsWith('brief-') && m.raw.includes('Byhand')),
    ).toHaveLength(0)
    expect(await markBriefSent(await asUser('admin'), id)).toMatchObject({ ok: false })
  })

  it('refuses a marketer both actions, and never asks anyone for an address', async () => {
    const { markBriefSent, resendBrief } =
      await import('@collections/OnboardingSubmissions/briefActions')
    const id = await submission('Mona Marketer')
    const req = await asUser('marketer')
    expect(await resendBrief(req, id)).toMatchObject({ ok: false })
    expect(await markBriefSent(req, id)).toMatchObject({ ok: false })
    const doc = await read(id)
    expect(doc.briefLog ?? []).toHaveLength(0)
    expect(doc.briefStatus).not.toBe('delivered')
  })
})

describe('notes and the status history', () => {
  it('records every change of status with who, from, to and when, and counts it as contact', async () => {
    const id = await submission('Stella Status')
    const before = await read(id)
    expect(before.statusHistory?.[0]).toMatchObject({ from: null, to: 'new' })
    const token = await staffToken('ops')
    await new Promise((r) => setTimeout(r, 20))
    const res = await rest('PATCH', `${COLLECTION}/${id}`, {
      token,
      body: {
        status: 'contacted',
        // Forged history is ignored.
        statusHistory: [
          { from: 'new', to: 'onboarded', by: 'someone@else.example', at: '2020-01-01' },
        ],
        lastContactAt: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(res.status).toBe(200)
    const after = await read(id)
    expect(after.statusHistory).toHaveLength(2)
    expect(after.statusHistory?.[0]).toMatchObject({
      from: 'new',
      to: 'contacted',
      by: (await staff('ops')).email,
    })
    expect(new Date(after.lastContactAt!).getTime()).toBeGreaterThan(
      new Date(before.lastContactAt!).getTime(),
    )
    // A save that does not change the status adds nothing.
    await rest('PATCH', `${COLLECTION}/${id}`, { token, body: { role: 'CEO' } })
    expect((await read(id)).statusHistory).toHaveLength(2)
  })

  it('keeps a note’s author and time as the server set them, and another person’s note as written', async () => {
    const id = await submission('Nora Notes')
    const ops = await staffToken('ops')
    const admin = await staffToken('admin')
    const forged = await rest('PATCH', `${COLLECTION}/${id}`, {
      token: ops,
      body: {
        notes: [
          { body: 'Called, left a voicemail.', author: 'boss@leadpilot.example', at: '2020-01-01' },
        ],
      },
    })
    expect(forged.status).toBe(200)
    const [note] = (await read(id)).notes!
    expect(note).toMatchObject({
      body: 'Called, left a voicemail.',
      author: (await staff('ops')).email,
    })
    expect(Date.now() - new Date(note.at!).getTime()).toBeLessThan(60_000)

    // An admin's edit of the ops note, and their attempt to remove it, leave it as written.
    await rest('PATCH', `${COLLECTION}/${id}`, {
      token: admin,
      body: { notes: [{ id: note.id, body: 'Rewritten by someone else' }] },
    })
    await rest('PATCH', `${COLLECTION}/${id}`, {
      token: admin,
      body: { notes: [{ body: 'Sent the proposal.' }] },
    })
    const notes = (await read(id)).notes!
    expect(notes.map((n) => n.body)).toEqual(['Sent the proposal.', 'Called, left a voicemail.'])
    expect(notes[0].author).toBe((await staff('admin')).email)

    // Its author may correct it.
    await rest('PATCH', `${COLLECTION}/${id}`, {
      token: ops,
      body: {
        notes: notes.map((n) => ({ id: n.id, body: n.id === note.id ? 'Called twice.' : n.body })),
      },
    })
    expect((await read(id)).notes!.map((n) => n.body)).toEqual([
      'Sent the proposal.',
      'Called twice.',
    ])
  })

  it('refuses marketers the notes and the history', async () => {
    const id = await submission('Mike Marketing')
    const token = await staffToken('marketer')
    const res = await rest('PATCH', `${COLLECTION}/${id}`, {
      token,
      body: { notes: [{ body: 'A marketer was here' }], status: 'archived' },
    })
    expect([401, 403, 404]).toContain(res.status)
    expect((await rest('GET', `${COLLECTION}/${id}`, { token })).status).not.toBe(200)
    const doc = await read(id)
    expect(doc.notes ?? []).toHaveLength(0)
    expect(doc.status).toBe('new')
  })

  it('removes the notes when the submission is anonymised', async () => {
    const { anonymise } = await import('@collections/OnboardingSubmissions/retention')
    const id = await submission('Anna Nonymous')
    await rest('PATCH', `${COLLECTION}/${id}`, {
      token: await staffToken('ops'),
      body: { notes: [{ body: 'Anna prefers calls after 4pm.' }], status: 'contacted' },
    })
    await anonymise(payload, [id], new Date())
    const doc = await read(id)
    expect(doc.notes ?? []).toHaveLength(0)
    expect(doc.brief).toBeNull()
    expect(doc.statusHistory?.map((c) => c.to)).toEqual(['contacted', 'new'])
  })
})

describe('the stored brief', () => {
  it('follows a correction of the client’s details', async () => {
    const id = await submission('Old Name')
    expect((await read(id)).brief).toContain('Old Name')
    const res = await rest('PATCH', `${COLLECTION}/${id}`, {
      token: await staffToken('ops'),
      body: { name: 'New Name', companyName: 'Renamed Ltd' },
    })
    expect(res.status).toBe(200)
    const brief = (await read(id)).brief!
    expect(brief).toContain('New Name')
    expect(brief).toContain('Renamed Ltd')
    expect(brief).not.toContain('Old Name')
  })
})
