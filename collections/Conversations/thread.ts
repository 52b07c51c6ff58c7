import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { REPLY_EMAIL_DELAY_MS, type ChatMessage, type ChatStart } from '@/lib/chat'
import type { Conversation } from '@/payload-types'
import { inTransaction } from '../transaction'

const COLLECTION = 'conversations' as const

type Row = NonNullable<Conversation['messages']>[number]

/** A conversation's token as the visitor's browser keeps it: 32 random bytes, base64url. */
const newToken = () => randomBytes(32).toString('base64url')

/** What is stored of a token: its SHA-256, so the table alone opens no conversation. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What the visitor's window shows of their conversation: the messages, never staff's names. */
type VisitorView = { status: Conversation['status']; messages: ChatMessage[] }

export function visitorView(doc: Conversation): VisitorView {
  return {
    status: doc.status,
    messages: (doc.messages ?? []).map((row) => ({
      id: row.id ?? '',
      sender: row.sender,
      text: row.text,
      at: row.at,
    })),
  }
}

const message = (sender: Row['sender'], text: string, at: Date, author?: number): Row => ({
  id: randomUUID(),
  sender,
  text,
  at: at.toISOString(),
  author: author ?? null,
})

/**
 * Starts a conversation with the visitor's first message, and tells the team by e-mail. Returns
 * the token the visitor's browser keeps; it is never stored or shown again.
 */
export async function startConversation(
  payload: Payload,
  start: ChatStart,
  now = new Date(),
): Promise<{ token: string; view: VisitorView }> {
  const token = newToken()
  const doc = await inTransaction(payload, async (req) => {
    const created = await payload.create({
      collection: COLLECTION,
      data: {
        email: start.email,
        name: start.name || null,
        startedOn: start.page || null,
        status: 'open',
        lastContactAt: now.toISOString(),
        messages: [message('visitor', start.message, now)],
        tokenHash: hashToken(token),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({
      task: 'notifyChatTeam',
      input: { conversation: created.id },
      req,
    })
    return created
  })
  return { token, view: visitorView(doc) }
}

/** The conversation this token opens, or undefined: a token is the only way in for a visitor. */
export async function conversationByToken(
  payload: Payload,
  token: string,
): Promise<Conversation | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { tokenHash: { equals: hashToken(token) } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/** The visitor writes again: the conversation is open again and the team is told. */
export async function addVisitorMessage(
  payload: Payload,
  doc: Conversation,
  text: string,
  now = new Date(),
): Promise<VisitorView> {
  const updated = await inTransaction(payload, async (req) => {
    const saved = await payload.update({
      collection: COLLECTION,
      id: doc.id,
      data: {
        status: 'open',
        lastContactAt: now.toISOString(),
        messages: [...(doc.messages ?? []), message('visitor', text, now)],
      },
      depth: 0,
      overrideAccess: true,
      context: { accessRecorded: true },
      req,
    })
    await payload.jobs.queue({ task: 'notifyChatTeam', input: { conversation: doc.id }, req })
    return saved
  })
  return visitorView(updated)
}

/**
 * The visitor's window fetched the conversation: replies sent until now count as read there, so
 * they are not e-mailed. Written only when there is a reply they had not seen.
 */
export async function markSeen(payload: Payload, doc: Conversation, now = new Date()) {
  const seen = doc.visitorSeenAt ? new Date(doc.visitorSeenAt).getTime() : 0
  const unseen = (doc.messages ?? []).some(
    (row) => row.sender === 'team' && new Date(row.at).getTime() > seen,
  )
  if (!unseen) return
  await payload.db.updateOne({
    collection: COLLECTION,
    id: doc.id,
    data: { visitorSeenAt: now.toISOString() },
    returning: false,
  })
}

/**
 * A member of staff (ops or admin, as `req.user`) replies: the reply joins the thread, the
 * conversation is answered, and an e-mail of the reply is queued for REPLY_EMAIL_DELAY_MS later,
 * sent only if the visitor has not read it in their window by then. Refused by the collection's
 * access rules for anyone else.
 */
export async function replyToConversation(
  req: PayloadRequest,
  id: number,
  text: string,
  now = new Date(),
): Promise<void> {
  const { payload } = req
  await inTransaction(
    payload,
    async (txReq) => {
      const doc = await payload.findByID({
        collection: COLLECTION,
        id,
        depth: 0,
        overrideAccess: false,
        context: { accessRecorded: true },
        req: txReq,
      })
      const reply = message('team', text, now, Number(req.user?.id))
      await payload.update({
        collection: COLLECTION,
        id,
        data: {
          status: 'answered',
          lastContactAt: now.toISOString(),
          messages: [...(doc.messages ?? []), reply],
        },
        depth: 0,
        // The thread is the server's to write: ops may answer (checked above), not edit it.
        overrideAccess: true,
        context: { accessRecorded: true },
        req: txReq,
      })
      await payload.jobs.queue({
        task: 'emailChatReply',
        input: { conversation: id, message: reply.id! },
        waitUntil: new Date(now.getTime() + REPLY_EMAIL_DELAY_MS),
        req: txReq,
      })
    },
    req,
  )
}
