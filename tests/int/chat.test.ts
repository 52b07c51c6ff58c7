/**
 * The live chat against a real database and a real SMTP server: a visitor starts a conversation
 * and writes again with its token only (never its id), bad input and floods are refused with a
 * message and store nothing, ops and admins read and answer while marketers and visitors see
 * nothing, the team is e-mailed, a reply the visitor read in their window is not e-mailed and one
 * they missed is, and retention and data requests reach conversations by e-mail address.
 */
import crypto from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpForThisProcess } from '../support/smtp'
import { erase } from '@collections/DataRequests/answer'
import { findHeld } from '@collections/DataRequests/holdings'
import { replyToConversation } from '@collections/Conversations/thread'
import { applyRetention } from '@collections/OnboardingSubmissions/jobs/applyRetention'
import { CHAT_TOKEN_HEADER } from '@/lib/chat'
import { addMonths, DEFAULT_PERIODS } from '@/lib/retention'
import type { User } from '@/payload-types'
import { rest, staff, staffToken, testPayload } from './payload'

const smtp = await startSmtpForThisProcess()
process.env.CHAT_RATE_LIMIT = '4'
process.env.TRUST_PROXY = '1'

let payload: Payload
let ops: User
type Handler = (request: Request) => Promise<Response>
let GET: Handler
let POST: Handler

beforeAll(async () => {
  payload = await testPayload()
  ops = await staff('ops')
  ;({ GET, POST } = await import('@/app/(site)/api/chat/route'))
})
afterAll(() => smtp.stop())

let client = 0
const unique = () => crypto.randomUUID().slice(0, 8)
const nextIp = () => `198.51.100.${++client}`

function post(body: unknown, { token, ip = nextIp() }: { token?: string; ip?: string } = {}) {
  const text = JSON.stringify(body)
  return POST(
    new Request('http://localhost/api/chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'content-length': String(Buffer.byteLength(text)),
        ...(token ? { [CHAT_TOKEN_HEADER]: token } : {}),
      },
      body: text,
    }),
  )
}
const fetchThread = (token: string) =>
  GET(
    new Request('http://localhost/api/chat', {
      headers: { [CHAT_TOKEN_HEADER]: token, 'x-forwarded-for': nextIp() },
    }),
  )

async function start(
  email = `visitor-${unique()}@example.com`,
  message = 'Do you work with accountancy firms?',
) {
  const response = await post({ email, message, page: '/contact' })
  expect(response.status).toBe(201)
  const answer = (await response.json()) as { token: string; messages: { text: string }[] }
  const { docs } = await payload.find({
    collection: 'conversations',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return { ...answer, email, id: docs[0].id }
}

const count = async () => (await payload.count({ collection: 'conversations' })).totalDocs
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))
const raw = (mail: { raw: string }) => mail.raw.replace(/=\r?\n/g, '')

describe('the visitor’s side', () => {
  it('starts a conversation, answers with a token and never with personal data of others', async () => {
    const { token, messages, id } = await start()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(messages.map((m) => m.text)).toEqual(['Do you work with accountancy firms?'])
    const stored = await payload.findByID({
      collection: 'conversations',
      id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ status: 'open', startedOn: '/contact' })
    expect(stored.lastContactAt).toBeTruthy()
    // Only the token's hash is stored, and it is never returned.
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('adds messages and fetches the thread with the token only', async () => {
    const { token, id } = await start()
    const more = await post({ message: 'And with law firms?' }, { token })
    expect(more.status).toBe(200)
    const thread = await (await fetchThread(token)).json()
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Do you work with accountancy firms?',
      'And with law firms?',
    ])
    // No token, a wrong token, or the id in its place finds nothing.
    for (const guess of ['', String(id), crypto.randomBytes(32).toString('base64url')]) {
      expect((await fetchThread(guess)).status).toBe(404)
      expect((await post({ message: 'Hello?' }, { token: guess || 'x' })).status).toBe(404)
    }
  })

  it('refuses a bad address, an empty or too long message with a message, storing nothing', async () => {
    const before = await count()
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ email: 'not-an-address', message: 'Hi' }, 'email', /valid email address/],
      [{ email: '', message: 'Hi' }, 'email', /enter your email address/],
      [{ email: 'a@example.com', message: '   ' }, 'message', /type a message/],
      [{ email: 'a@example.com', message: 'x'.repeat(2001) }, 'message', /no more than 2,000/],
      [{ email: 'a@example.com', message: 'Hi', page: '//evil.example' }, 'page', /path/],
    ]
    for (const [body, field, message] of cases) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect((await response.json()).errors[field]).toMatch(message)
    }
    expect(await count()).toBe(before)
  })

  it('answers a flood with 429 and a message', async () => {
    const ip = nextIp()
    for (let i = 0; i < 4; i++)
      expect((await post({ email: 'x', message: 'Hi' }, { ip })).status).toBe(400)
    const refused = await post({ email: 'x', message: 'Hi' }, { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect((await refused.json()).message).toMatch(/wait a minute/)
  })
})

describe('staff', () => {
  it('lets ops and admins read conversations, and marketers and visitors nothing', async () => {
    const { id, email } = await start()
    const opsToken = await staffToken('ops')
    const read = await rest('GET', `conversations/${id}`, { token: opsToken })
    expect(read.status).toBe(200)
    const doc = await read.json()
    expect(doc.email).toBe(email)
    expect(doc).not.toHaveProperty('tokenHash')
    expect(
      (await rest('GET', `conversations/${id}`, { token: await staffToken('marketer') })).status,
    ).toBe(403)
    const list = await rest('GET', 'conversations', { token: await staffToken('marketer') })
    expect(list.status).toBe(403)
    expect((await rest('GET', `conversations/${id}`)).status).toBe(403)
    // Nobody creates one through the API, nor rewrites the thread.
    expect(
      (await rest('POST', 'conversations', { token: opsToken, body: { email: 'a@example.com' } }))
        .status,
    ).toBe(403)
    const forged = await rest('PATCH', `conversations/${id}`, {
      token: opsToken,
      body: { email: 'other@example.com', messages: [], status: 'closed' },
    })
    expect(forged.status).toBe(200)
    const after = await payload.findByID({ collection: 'conversations', id, overrideAccess: true })
    expect(after.email).toBe(email)
    expect(after.messages).toHaveLength(1)
    expect(after.status).toBe('closed')
  })

  it('refuses a marketer’s reply', async () => {
    const { id } = await start()
    const marketer = await staff('marketer')
    await expect(
      replyToConversation(await createLocalReq({ user: marketer as never }, payload), id, 'Hello'),
    ).rejects.toThrow()
  })

  it('e-mails the team, shows ops’ reply in the window, and e-mails only a reply the visitor missed', async () => {
    const read = await start()
    const missed = await start()
    await payload.jobs.run({ silent: true, limit: 1000 })
    const team = smtp.received.filter((mail) => mail.to.includes('support@leadpilot.example'))
    expect(team.some((mail) => raw(mail).includes(read.email))).toBe(true)
    expect(
      team.some((mail) => raw(mail).includes(`/admin/collections/conversations/${read.id}`)),
    ).toBe(true)

    const opsReq = () => createLocalReq({ user: ops as never }, payload)
    await replyToConversation(await opsReq(), read.id, 'Yes, we have six accountancy clients.')
    await replyToConversation(await opsReq(), missed.id, 'Yes, we have six accountancy clients.')
    const reread = await (await fetchThread(read.token)).json()
    expect(reread.status).toBe('answered')
    expect(reread.messages.at(-1)).toMatchObject({
      sender: 'team',
      text: 'Yes, we have six accountancy clients.',
    })

    // The e-mail waits a minute for the window to show the reply; run its jobs as if it had passed.
    await payload.update({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'emailChatReply' } },
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ silent: true, limit: 1000 })
    expect(mailsTo(read.email)).toHaveLength(0)
    const [mail] = mailsTo(missed.email)
    expect(raw(mail)).toContain('Yes, we have six accountancy clients.')
    expect(raw(mail)).toMatch(/\/contact/)
    const stored = await payload.findByID({
      collection: 'conversations',
      id: missed.id,
      overrideAccess: true,
    })
    expect(stored.messages?.at(-1)?.emailedAt).toBeTruthy()
  })
})

describe('personal data', () => {
  it('data requests find, export and erase a person’s conversations by address', async () => {
    const email = `Chat.Person-${unique()}@example.com`
    const { id } = await start(email)
    const other = await start()
    const req = await createLocalReq({ user: ops as never }, payload)
    const held = await findHeld(req, email.toLowerCase())
    const chats = held.find((h) => h.holder.collection === 'conversations')!
    expect(chats.records.map((r) => r.id)).toEqual([id])
    expect(chats.records[0].readable.flat().join(' ')).toContain(
      'Do you work with accountancy firms?',
    )

    const request = await payload.create({
      collection: 'data-requests',
      data: { email, kind: 'erasure', receivedAt: new Date().toISOString() } as never,
      user: ops,
      overrideAccess: false,
    })
    expect(
      await erase(await createLocalReq({ user: ops as never }, payload), request.id),
    ).toMatchObject({ ok: true })
    expect(
      await payload.count({ collection: 'conversations', where: { id: { equals: id } } }),
    ).toEqual({ totalDocs: 0 })
    expect(
      await payload.count({ collection: 'conversations', where: { id: { equals: other.id } } }),
    ).toEqual({ totalDocs: 1 })
  })

  it('retention deletes conversations whose last contact is past the enquiry period', async () => {
    const old = await start()
    const recent = await start()
    const past = addMonths(new Date(), -DEFAULT_PERIODS.enquiryMonths - 1).toISOString()
    await payload.db.updateOne({
      collection: 'conversations',
      id: old.id,
      data: { lastContactAt: past },
      returning: false,
    })
    const counts = await applyRetention(payload)
    expect(counts.conversationsDeleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'conversations',
      where: { id: { in: [old.id, recent.id] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((d) => d.id)).toEqual([recent.id])
  })
})
