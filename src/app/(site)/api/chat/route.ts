import type { Payload } from 'payload'
import {
  addVisitorMessage,
  conversationByToken,
  markSeen,
  startConversation,
  visitorView,
} from '@collections/Conversations/thread'
import { payloadClient } from '@/data/payload'
import { CHAT_TOKEN_HEADER, chatMessageSchema, chatStartSchema } from '@/lib/chat'
import { fieldErrors } from '@/lib/onboarding/schema'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/** Largest accepted message body: a 2,000-character message in any script, with room to spare. */
const MAX_BYTES = 16 * 1024
/** Messages per client a minute: a person types a few; a flood is refused. */
const sendLimit = rateLimit({
  name: 'chat',
  points: limitFromEnv(process.env.CHAT_RATE_LIMIT, 10),
  seconds: 60,
})
/** Fetches per client a minute: an open window asks every few seconds, a tab or two at once. */
const pollLimit = rateLimit({ name: 'chat-poll', points: 120, seconds: 60 })
/** The answers carry the visitor's conversation: no cache may keep them. */
const PRIVATE = { 'Cache-Control': 'no-store' }

const NOT_FOUND =
  'This conversation has ended or is no longer available. Start a new one, or e-mail support@leadpilot.example.'
const UNAVAILABLE =
  'We could not reach the chat just now. Your message is still here: please try again in a moment.'

async function withPayload(
  event: string,
  work: (payload: Payload) => Promise<Response>,
): Promise<Response> {
  let payload: Payload | undefined
  try {
    payload = await payloadClient()
    return await work(payload)
  } catch (error) {
    payload?.logger.error({ err: error }, event)
    return jsonError(503, UNAVAILABLE, {}, PRIVATE)
  }
}

/**
 * GET /api/chat: the conversation of the token in the X-Chat-Token header, for the visitor's own
 * window; replies fetched here count as read. 404 for an unknown token (a conversation is never
 * found by its id), 429 when a client asks too often.
 */
export async function GET(request: Request): Promise<Response> {
  const limit = await pollLimit.take(clientKey(request.headers))
  if (!limit.ok)
    return tooManyRequests(
      'The chat is checking too often. It will carry on shortly.',
      limit.retryAfter,
    )
  const token = request.headers.get(CHAT_TOKEN_HEADER) ?? ''
  return withPayload('chat_fetch_failed', async (payload) => {
    const doc = await conversationByToken(payload, token)
    if (!doc) return jsonError(404, NOT_FOUND, {}, PRIVATE)
    await markSeen(payload, doc)
    return Response.json(visitorView(doc), { headers: PRIVATE })
  })
}

/**
 * POST /api/chat: without a token, starts a conversation ({ email, name?, message, page? }) and
 * answers 201 with its token; with the X-Chat-Token header, adds { message } to that conversation.
 * JSON only (a cross-site form cannot send it without the browser asking first), validated with
 * the window's own schema: 400 with a message per field, 404 for an unknown token, 413/415, 429
 * with a message when a client sends too many, 503 when the database is away. A rejected request
 * stores nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const limit = await sendLimit.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'You have sent a lot of messages in a short time. Please wait a minute and try again; your message is still here.',
      limit.retryAfter,
    )
  }
  const body = await readJson(request, MAX_BYTES)
  if (!body.ok) return body.response
  const token = request.headers.get(CHAT_TOKEN_HEADER)

  if (token) {
    const parsed = chatMessageSchema.safeParse(body.value)
    if (!parsed.success) {
      return jsonError(
        400,
        'Please check your message.',
        { errors: fieldErrors(parsed.error) },
        PRIVATE,
      )
    }
    return withPayload('chat_message_failed', async (payload) => {
      const doc = await conversationByToken(payload, token)
      if (!doc) return jsonError(404, NOT_FOUND, {}, PRIVATE)
      const view = await addVisitorMessage(payload, doc, parsed.data.message)
      payload.logger.info({ conversation: doc.id }, 'chat_message_stored')
      return Response.json(view, { headers: PRIVATE })
    })
  }

  const parsed = chatStartSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(
      400,
      'Please check the highlighted details.',
      { errors: fieldErrors(parsed.error) },
      PRIVATE,
    )
  }
  return withPayload('chat_start_failed', async (payload) => {
    const started = await startConversation(payload, parsed.data)
    payload.logger.info('chat_started')
    return Response.json(
      { token: started.token, ...started.view },
      { status: 201, headers: PRIVATE },
    )
  })
}
