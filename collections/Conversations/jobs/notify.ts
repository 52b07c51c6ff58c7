import type { Payload, TaskConfig } from 'payload'
import { DEFAULT_CHAT_RECIPIENT, replyEmail, teamChatEmail } from '@/lib/chat'
import { stableMessageId, withoutAddresses } from '@/server/email-config'
import { siteUrl } from '@/server/site-url'

const COLLECTION = 'conversations' as const
const ATTEMPTS = 8

/** Where chat messages are e-mailed: Site settings' chat recipients, else the support inbox. */
async function chatRecipients(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { chatRecipients: true },
    overrideAccess: true,
  })
  const listed = (settings.chatRecipients ?? []).map((row) => row.email).filter(Boolean)
  return listed.length ? listed : [DEFAULT_CHAT_RECIPIENT]
}

const load = (payload: Payload, id: number) =>
  payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { accessRecorded: true },
  })

/** Sends, and throws an SMTP refusal without the addresses it may quote (the queue logs it). */
async function send(payload: Payload, message: Parameters<Payload['sendEmail']>[0]) {
  try {
    await payload.sendEmail(message)
  } catch (error) {
    throw new Error(withoutAddresses(error instanceof Error ? error.message : String(error)))
  }
}

/**
 * Tells the team by e-mail that a visitor started a chat or wrote again, with what they wrote
 * since the last reply and the link to answer in the admin. A conversation deleted meanwhile is
 * not announced. The Message-ID names the message it announces, so a retry is the same e-mail.
 */
export const notifyChatTeamTask: TaskConfig<'notifyChatTeam'> = {
  slug: 'notifyChatTeam',
  label: 'E-mail the team about a live chat',
  retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'conversation', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await load(payload, input.conversation)
    if (!doc?.messages?.length) return { output: {} }
    const last = doc.messages[doc.messages.length - 1]
    const { subject, text } = teamChatEmail(
      { ...doc, messages: doc.messages },
      `${siteUrl()}/admin/collections/${COLLECTION}/${doc.id}`,
    )
    await send(payload, {
      to: await chatRecipients(payload),
      subject,
      text,
      messageId: stableMessageId('chat', `${doc.id}-${last.id}`),
    })
    payload.logger.info({ conversation: doc.id }, 'chat_team_notified')
    return { output: {} }
  },
}

/**
 * E-mails the visitor a reply they have not read in their chat window since it was sent (they
 * left the site or closed the window), with the link back to the chat. A reply they read, one
 * already e-mailed, or one whose conversation was deleted is not sent.
 */
export const emailChatReplyTask: TaskConfig<'emailChatReply'> = {
  slug: 'emailChatReply',
  label: 'E-mail a live chat reply to the visitor',
  retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'conversation', type: 'number', required: true },
    { name: 'message', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const { payload } = req
    const doc = await load(payload, input.conversation)
    const reply = doc?.messages?.find((row) => row.id === input.message)
    if (!doc || !reply || reply.emailedAt) return { output: {} }
    if (doc.visitorSeenAt && new Date(doc.visitorSeenAt) >= new Date(reply.at)) {
      payload.logger.info({ conversation: doc.id }, 'chat_reply_read_in_window')
      return { output: {} }
    }
    const { subject, text } = replyEmail(
      doc,
      reply.text,
      `${siteUrl()}${doc.startedOn || '/contact'}`,
    )
    const [replyTo] = await chatRecipients(payload)
    await send(payload, {
      to: doc.email,
      replyTo,
      subject,
      text,
      messageId: stableMessageId('chat-reply', reply.id!),
    })
    await payload.update({
      collection: COLLECTION,
      id: doc.id,
      data: {
        messages: doc.messages!.map((row) =>
          row.id === reply.id ? { ...row, emailedAt: new Date().toISOString() } : row,
        ),
      },
      depth: 0,
      overrideAccess: true,
      context: { accessRecorded: true },
    })
    payload.logger.info({ conversation: doc.id }, 'chat_reply_emailed')
    return { output: {} }
  },
}
