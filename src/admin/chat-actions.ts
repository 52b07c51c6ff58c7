'use server'

import type { PayloadRequest } from 'payload'
import { replyToConversation } from '@collections/Conversations/thread'
import { chatMessageSchema } from '@/lib/chat'
import { runStaffAction } from './staff-action'

/** One message as the admin's thread shows it. */
export type StaffThreadMessage = {
  id: string
  sender: 'visitor' | 'team'
  text: string
  at: string
  /** For a reply: the member of staff who sent it; whether it was e-mailed. */
  author?: string
  emailedAt?: string | null
}

type ThreadOutcome = {
  ok: boolean
  message: string
  messages?: StaffThreadMessage[]
  status?: string
  visitorSeenAt?: string | null
}

const REFUSAL = 'Only ops and admins read and answer live chats.'

async function thread(req: PayloadRequest, id: number): Promise<ThreadOutcome> {
  const doc = await req.payload.findByID({
    collection: 'conversations',
    id,
    depth: 1,
    overrideAccess: false,
    context: { accessRecorded: true },
    req,
  })
  return {
    ok: true,
    message: '',
    status: doc.status,
    visitorSeenAt: doc.visitorSeenAt ?? null,
    messages: (doc.messages ?? []).map((row) => ({
      id: row.id ?? '',
      sender: row.sender,
      text: row.text,
      at: row.at,
      author:
        row.author && typeof row.author === 'object'
          ? (row.author.name ?? row.author.email)
          : undefined,
      emailedAt: row.emailedAt ?? null,
    })),
  }
}

/** The conversation's thread as it stands, for the open admin page to show new messages. */
export async function loadChatThread(conversationId: unknown): Promise<ThreadOutcome> {
  return runStaffAction(['admin', 'ops'], REFUSAL, { load: thread }, 'load', conversationId)
}

/**
 * Sends the signed-in ops member's or admin's reply to the visitor: it shows in their chat window,
 * or reaches them by e-mail if they do not read it there within a minute. A reply that is empty or
 * too long is refused with the reason, and nothing is sent.
 */
export async function replyToChat(conversationId: unknown, text: unknown): Promise<ThreadOutcome> {
  const parsed = chatMessageSchema.safeParse({ message: text })
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please type a reply.' }
  }
  return runStaffAction(
    ['admin', 'ops'],
    REFUSAL,
    {
      reply: async (req, id) => {
        await replyToConversation(req, id, parsed.data.message)
        return { ...(await thread(req, id)), message: 'Reply sent.' }
      },
    },
    'reply',
    conversationId,
  )
}
