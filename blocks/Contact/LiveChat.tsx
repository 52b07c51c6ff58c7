'use client'

import { Send } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { useHydrated } from '@/components/ui/use-hydrated'
import {
  AUTO_REPLY_DELAY_MS,
  CHAT_LIMITS,
  CHAT_STORAGE_KEY,
  CHAT_TOKEN_HEADER,
  POLL_INTERVAL_MS,
  canSend,
  chatEmailSchema,
  sendOnEnter,
  replyExpectation,
  type ChatMessage,
} from '@/lib/chat'

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

type Errors = { email?: string; message?: string; form?: string }
type Answer = {
  message?: string
  errors?: Record<string, string>
  token?: string
  messages?: ChatMessage[]
}

const OFFLINE =
  'We could not send your message: check your connection and try again. Your message is still here.'

function storedToken(): string | null {
  try {
    return localStorage.getItem(CHAT_STORAGE_KEY)
  } catch {
    return null
  }
}
function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(CHAT_STORAGE_KEY, token)
    else localStorage.removeItem(CHAT_STORAGE_KEY)
  } catch {
    // Storage is off (private mode): the conversation lasts as long as the page.
  }
}

/**
 * The live chat dialog. The visitor gives their e-mail address with their first message; the
 * block's automatic reply follows after 1.5 s, and the team's replies appear while the window is
 * open (it asks every few seconds). Its description says when to expect a reply: within minutes in
 * UK business hours, else when the team is back, counting the days away listed in the settings.
 * The browser keeps the conversation's token, so a reload or a later visit carries on the same
 * conversation. Replies the visitor does not see here reach them by e-mail.
 */
export function LiveChat({
  autoReply,
  daysAway,
}: {
  autoReply: string
  /** London dates (YYYY-MM-DD) the team is away: bank holidays and closures. */
  daysAway: string[]
}) {
  // Until React has taken over the page a press would open nothing: the button waits till then.
  const hydrated = useHydrated()
  return (
    <Dialog>
      <DialogTrigger
        disabled={!hydrated}
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-progress disabled:opacity-60"
      >
        Start Chat
      </DialogTrigger>
      <DialogContent
        title="Live chat"
        description={replyExpectation(new Date(), daysAway).text}
        className="flex h-[500px] max-h-[calc(100vh-2rem)] flex-col"
      >
        <ChatWindow autoReply={autoReply} />
      </DialogContent>
    </Dialog>
  )
}

function ChatWindow({ autoReply }: { autoReply: string }) {
  // A conversation this browser started earlier carries on (the window renders in the browser only).
  const [token, setToken] = useState<string | null>(storedToken)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [autoShown, setAutoShown] = useState(() => token !== null)
  const [email, setEmail] = useState('')
  const [draft, setDraft] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [loading, setLoading] = useState(() => token !== null)
  const timers = useRef<number[]>([])
  const endRef = useRef<HTMLLIElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((t) => window.clearTimeout(t))
  }, [])

  const fetchThread = useCallback(async (current: string) => {
    try {
      const response = await fetch('/api/chat', {
        headers: { [CHAT_TOKEN_HEADER]: current },
        cache: 'no-store',
      })
      if (response.status === 404) {
        storeToken(null)
        setToken(null)
        setMessages([])
        setAutoShown(false)
        return
      }
      if (!response.ok) return
      const answer = (await response.json()) as Answer
      if (answer.messages) setMessages(answer.messages)
    } catch {
      // Offline for a moment: the next round asks again.
    }
  }, [])

  // While the window is open, the team's replies appear as they arrive.
  useEffect(() => {
    if (!token) return
    const first = window.setTimeout(
      () => void fetchThread(token).finally(() => setLoading(false)),
      0,
    )
    const timer = window.setInterval(() => void fetchThread(token), POLL_INTERVAL_MS)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [token, fetchThread])

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' })
  }, [messages.length, autoShown])

  const send = async () => {
    if (!canSend(draft) || sending) return
    if (!token) {
      const checked = chatEmailSchema.safeParse(email)
      if (!checked.success) {
        setErrors({ email: checked.error.issues[0]?.message })
        emailRef.current?.focus()
        return
      }
    }
    setErrors({})
    setSending(true)
    try {
      const response = await fetch('/api/chat', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { [CHAT_TOKEN_HEADER]: token } : {}),
        },
        body: JSON.stringify(
          token ? { message: draft } : { email, message: draft, page: window.location.pathname },
        ),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (!response.ok) {
        if (response.status === 404) {
          storeToken(null)
          setToken(null)
          setMessages([])
          setAutoShown(false)
        }
        const fieldError = answer.errors ?? {}
        setErrors({
          email: fieldError.email,
          message: fieldError.message,
          form: fieldError.email || fieldError.message ? undefined : (answer.message ?? OFFLINE),
        })
        if (fieldError.email) emailRef.current?.focus()
        else messageRef.current?.focus()
        return
      }
      if (answer.token) {
        storeToken(answer.token)
        setToken(answer.token)
        timers.current.push(window.setTimeout(() => setAutoShown(true), AUTO_REPLY_DELAY_MS))
      }
      setMessages(answer.messages ?? [])
      setDraft('')
    } catch {
      setErrors({ form: OFFLINE })
    } finally {
      setSending(false)
    }
  }

  const startAgain = () => {
    storeToken(null)
    setToken(null)
    setMessages([])
    setAutoShown(false)
    setErrors({})
  }

  // The automatic reply follows the visitor's first message.
  const firstVisitor = messages.findIndex((m) => m.sender === 'visitor')
  const shown: ChatMessage[] =
    autoShown && firstVisitor >= 0
      ? [
          ...messages.slice(0, firstVisitor + 1),
          {
            id: 'auto',
            sender: 'auto',
            text: autoReply,
            at: new Date(
              new Date(messages[firstVisitor].at).getTime() + AUTO_REPLY_DELAY_MS,
            ).toISOString(),
          },
          ...messages.slice(firstVisitor + 1),
        ]
      : messages

  return (
    <>
      <ol
        aria-live="polite"
        aria-label="Conversation"
        aria-busy={loading}
        className="-mx-2 flex-1 space-y-3 overflow-y-auto px-2"
      >
        {shown.length === 0 ? (
          <li className="text-center text-sm text-muted">
            {loading
              ? 'Loading your conversation…'
              : 'Say hello and tell us what you need help with.'}
          </li>
        ) : null}
        {shown.map((message) => {
          const mine = message.sender === 'visitor'
          return (
            <li key={message.id} className={mine ? 'flex justify-end' : 'flex justify-start'}>
              <div
                data-sender={mine ? 'user' : 'support'}
                className={`max-w-[80%] rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap ${
                  mine ? 'bg-brand-600 text-white' : 'bg-surface text-ink'
                }`}
              >
                <span className="sr-only">{mine ? 'You' : 'Leadpilot'}: </span>
                {message.text}
                <time
                  className={`mt-1 block text-[0.7rem] ${mine ? 'text-brand-100' : 'text-muted'}`}
                  dateTime={message.at}
                >
                  {timeFormat.format(new Date(message.at))}
                </time>
              </div>
            </li>
          )
        })}
        <li ref={endRef} aria-hidden />
      </ol>
      {errors.form ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errors.form}
        </p>
      ) : null}
      <form
        noValidate
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        {token ? null : (
          <div>
            <label htmlFor="chat-email" className="block text-sm font-semibold">
              Your email address
            </label>
            <input
              ref={emailRef}
              id="chat-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CHAT_LIMITS.email}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'chat-email-error' : 'chat-email-hint'}
              className="mt-1 min-h-11 w-full rounded-xl border border-line px-3 py-2 focus:border-brand-500 aria-[invalid=true]:border-red-600"
            />
            {errors.email ? (
              <p id="chat-email-error" className="mt-1 text-sm text-red-700">
                {errors.email}
              </p>
            ) : (
              <p id="chat-email-hint" className="mt-1 text-xs text-muted">
                So we can reply if you leave before we answer.
              </p>
            )}
          </div>
        )}
        <div className="flex items-end gap-2">
          <label htmlFor="chat-message" className="sr-only">
            Your message
          </label>
          <textarea
            ref={messageRef}
            id="chat-message"
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => sendOnEnter(event, () => void send())}
            placeholder="Type your message…"
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'chat-message-error' : undefined}
            className="min-h-11 flex-1 resize-none rounded-xl border border-line px-3 py-2 focus:border-brand-500 aria-[invalid=true]:border-red-600"
          />
          <Button
            type="submit"
            size="sm"
            aria-label="Send message"
            disabled={!canSend(draft) || sending}
          >
            <Send aria-hidden className="size-4" />
          </Button>
        </div>
        {errors.message ? (
          <p id="chat-message-error" className="text-sm text-red-700">
            {errors.message}
          </p>
        ) : null}
        {token ? (
          <p className="text-xs text-muted">
            We reply here and by e-mail.{' '}
            <button type="button" className="underline hover:text-ink" onClick={startAgain}>
              Start a new conversation
            </button>
          </p>
        ) : null}
      </form>
    </>
  )
}
