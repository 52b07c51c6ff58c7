/**
 * The live chat: its messages, what a visitor may send, and when a person will answer. A visitor
 * starts a conversation with their e-mail address and a first message; the window shows the
 * block's automatic reply after AUTO_REPLY_DELAY_MS, then ops' replies as they arrive. One schema
 * checks the window in the browser and the request on the server.
 */
import * as z from 'zod/mini'
import { email, MESSAGES } from './onboarding/schema'
import { londonDay, londonMinutes, shiftDay, weekdayOf } from './london'

type ChatSender = 'visitor' | 'team' | 'auto'

export type ChatMessage = {
  id: string
  text: string
  sender: ChatSender
  /** ISO time the message was sent. */
  at: string
}

/** Delay before the automatic reply to the first message appears. */
export const AUTO_REPLY_DELAY_MS = 1500

/** How often the open window asks for new replies. */
export const POLL_INTERVAL_MS = 4000

/**
 * A reply the visitor has not fetched in their window this long after it was sent is e-mailed to
 * them: they have left the site, or closed the window.
 */
export const REPLY_EMAIL_DELAY_MS = 60_000

export const CHAT_LIMITS = { name: 100, email: 254, message: 2000, page: 300 } as const

/** The header that carries a conversation's token. */
export const CHAT_TOKEN_HEADER = 'x-chat-token'

/** Where the browser keeps the token of its conversation. */
export const CHAT_STORAGE_KEY = 'leadpilot-chat'

const CHAT_MESSAGES = {
  emailRequired: 'Please enter your email address so we can reply',
  emailInvalid: 'Please enter a valid email address, like name@company.com',
  message: 'Please type a message',
  tooLong: MESSAGES.tooLong,
} as const

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max))

/** One message: trimmed, not empty, not longer than CHAT_LIMITS.message. */
const messageText = z.string({ error: CHAT_MESSAGES.message }).check(
  z.trim(),
  z.minLength(1, { error: CHAT_MESSAGES.message }),
  z.maxLength(CHAT_LIMITS.message, { error: CHAT_MESSAGES.tooLong(CHAT_LIMITS.message) }),
  z.refine((value) => !value.includes('\u0000'), { error: CHAT_MESSAGES.message }),
)

/** The visitor's address, as the window asks for it. */
export const chatEmailSchema = email({
  required: CHAT_MESSAGES.emailRequired,
  invalid: CHAT_MESSAGES.emailInvalid,
  max: CHAT_LIMITS.email,
})

/** A path on this site ('/contact'), never another host ('//evil.example', 'evil.example'). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value)
}

/** A new conversation: the visitor's address, their name if they gave it, the first message. */
export const chatStartSchema = z.object({
  email: chatEmailSchema,
  name: z.optional(trimmed(CHAT_LIMITS.name)),
  message: messageText,
  page: z.optional(
    trimmed(CHAT_LIMITS.page).check(
      z.refine(isSitePath, { error: 'The page the chat was opened on is not a path on this site' }),
    ),
  ),
})

/** A further message in a conversation the visitor holds the token of. */
export const chatMessageSchema = z.object({ message: messageText })

export type ChatStart = z.output<typeof chatStartSchema>

/** An empty or whitespace-only message is not sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0
}

/** Enter sends; Shift+Enter (or composing text in an IME) does not. */
function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing
}

/** In a message box's keydown handler: Enter calls `send` instead of breaking the line. */
export function sendOnEnter(
  event: {
    key: string
    shiftKey: boolean
    nativeEvent: { isComposing?: boolean }
    preventDefault(): void
  },
  send: () => void,
): void {
  if (
    isSendKey({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    })
  ) {
    event.preventDefault()
    send()
  }
}

/** UK business hours: Monday to Friday, 09:00 to 17:30, London time, but for the days away. */
const OPENS_AT = 9 * 60
const CLOSES_AT = 17 * 60 + 30
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A stored day away (a date picked in the admin) as its London date, YYYY-MM-DD. */
export function londonDate(value: string): string | null {
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : londonDay(at)
}

/** The calendar day `days` after a YYYY-MM-DD date: its date and its weekday (0 Sunday). */
function dayAfter(date: string, days: number): { date: string; weekday: number } {
  const day = shiftDay(date, days)
  return { date: day, weekday: weekdayOf(day) }
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
})

/**
 * What the window promises at `now`: on a working day (Monday to Friday, not one of the team's
 * `daysAway`, London dates) in business hours, that a person usually replies within minutes;
 * otherwise when the team is back and that the reply comes by e-mail.
 */
export function replyExpectation(
  now = new Date(),
  daysAway: readonly string[] = [],
): { open: boolean; text: string } {
  const away = new Set(daysAway)
  const working = (day: { date: string; weekday: number }) =>
    day.weekday >= 1 && day.weekday <= 5 && !away.has(day.date)
  const date = londonDay(now)
  const minutes = londonMinutes(now)
  const today = dayAfter(date, 0)
  if (working(today) && minutes >= OPENS_AT && minutes < CLOSES_AT) {
    return {
      open: true,
      text: 'We’re here now: a person usually replies within a few minutes.',
    }
  }
  let when = 'today'
  if (!working(today) || minutes >= OPENS_AT) {
    // A year ahead at most, whatever the list of days away holds.
    let ahead = 1
    while (ahead < 366 && !working(dayAfter(date, ahead))) ahead++
    const back = dayAfter(date, ahead)
    if (!working(back)) {
      return { open: false, text: 'We’re away now; we’ll reply by e-mail when we are back.' }
    }
    when =
      ahead === 1
        ? 'tomorrow'
        : ahead < 7
          ? `on ${DAY_NAMES[back.weekday]}`
          : `on ${longDate.format(new Date(`${back.date}T00:00:00Z`))}`
  }
  return {
    open: false,
    text: `We’re away now; we’ll reply by e-mail after 9am ${when} (UK time).`,
  }
}

/** Who is told of new chat messages when no recipient is set. */
export const DEFAULT_CHAT_RECIPIENT = 'support@leadpilot.example'

type Thread = {
  email: string
  name?: string | null
  startedOn?: string | null
  messages: Array<{ sender: string; text: string; at: string }>
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

/**
 * The team's e-mail about a conversation: who wrote, what they wrote since the team last replied,
 * and the link to answer in the admin. Replying to the e-mail itself does not reach the visitor.
 */
export function teamChatEmail(thread: Thread, adminUrl: string): { subject: string; text: string } {
  const lastReply = thread.messages.findLastIndex((m) => m.sender === 'team')
  const waiting = thread.messages.slice(lastReply + 1).filter((m) => m.sender === 'visitor')
  const who = thread.name ? `${thread.name} (${thread.email})` : thread.email
  return {
    subject: `Live chat: ${thread.name || thread.email} is waiting for a reply`,
    text: [
      `${who} wrote in the live chat${thread.startedOn ? ` on ${thread.startedOn}` : ''}:`,
      '',
      waiting.map((m) => quote(m.text)).join('\n\n'),
      '',
      `Answer in the admin, so the reply reaches their chat window (or their inbox if they have left):`,
      adminUrl,
    ].join('\n'),
  }
}

/** The visitor's e-mail of a reply they did not read in their chat window. */
export function replyEmail(
  thread: Pick<Thread, 'name'>,
  reply: string,
  chatUrl: string,
): { subject: string; text: string } {
  return {
    subject: 'Leadpilot has replied to your chat',
    text: [
      thread.name ? `Hello ${thread.name},` : 'Hello,',
      '',
      'Thanks for chatting with us. You had left the chat by the time we replied, so here is our answer:',
      '',
      quote(reply),
      '',
      'To carry on the conversation, reply in the chat on our contact page from the same browser, or simply answer this e-mail:',
      chatUrl,
      '',
      'The Leadpilot team',
    ].join('\n'),
  }
}
