'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT_LIMITS, sendOnEnter } from '@/lib/chat'
import { loadChatThread, replyToChat, type StaffThreadMessage } from './chat-actions'

/** How often the open page looks for new messages from the visitor. */
const REFRESH_MS = 5000

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
})

/** The thread and the reply box; the reply is sent with Enter or the button, Shift+Enter breaks the line. */
export function ChatThreadPanel({ id }: { id: number }) {
  const [messages, setMessages] = useState<StaffThreadMessage[] | null>(null)
  const [seenAt, setSeenAt] = useState<string | null>(null)
  const [loadError, setLoadError] = useState('')
  const [draft, setDraft] = useState('')
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null)
  const [sending, setSending] = useState(false)
  const endRef = useRef<HTMLLIElement>(null)

  const refresh = useCallback(async () => {
    const result = await loadChatThread(id).catch(() => null)
    if (result?.ok && result.messages) {
      setMessages(result.messages)
      setSeenAt(result.visitorSeenAt ?? null)
      setLoadError('')
    } else {
      setLoadError(
        result?.message || 'The conversation could not be loaded. Reload the page to try again.',
      )
    }
  }, [id])

  useEffect(() => {
    const first = window.setTimeout(() => void refresh(), 0)
    const timer = window.setInterval(() => void refresh(), REFRESH_MS)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [refresh])
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' })
  }, [messages?.length])

  const send = async () => {
    if (!draft.trim() || sending) return
    setSending(true)
    setFeedback(null)
    const result = await replyToChat(id, draft).catch(() => null)
    setSending(false)
    if (result?.ok && result.messages) {
      setMessages(result.messages)
      setSeenAt(result.visitorSeenAt ?? null)
      setDraft('')
      setFeedback({
        ok: true,
        text: 'Reply sent. The visitor sees it in their chat window, or gets it by e-mail within a couple of minutes if they have left.',
      })
    } else {
      setFeedback({
        ok: false,
        text:
          result?.message ||
          'The reply could not be sent. It is still in the box: please try again.',
      })
    }
  }

  return (
    <section className="chat-thread" aria-label="Conversation">
      <h3 className="chat-thread__heading">Conversation</h3>
      {loadError ? (
        <p className="chat-thread__error" role="alert">
          {loadError}
        </p>
      ) : null}
      {messages === null && !loadError ? (
        <p className="chat-thread__empty">Loading the conversation…</p>
      ) : null}
      {messages?.length === 0 ? <p className="chat-thread__empty">No messages yet.</p> : null}
      {messages?.length ? (
        <ol className="chat-thread__messages" aria-live="polite">
          {messages.map((m) => (
            <li key={m.id} className="chat-thread__message" data-sender={m.sender}>
              <p className="chat-thread__meta">
                <strong>
                  {m.sender === 'visitor'
                    ? 'Visitor'
                    : m.author
                      ? `Leadpilot (${m.author})`
                      : 'Leadpilot'}
                </strong>{' '}
                <time dateTime={m.at}>{when.format(new Date(m.at))}</time>
                {m.sender === 'team' ? (
                  <span className="chat-thread__state">
                    {m.emailedAt
                      ? ' · e-mailed to the visitor'
                      : seenAt && seenAt >= m.at
                        ? ' · read in the chat window'
                        : ' · not read yet'}
                  </span>
                ) : null}
              </p>
              <p className="chat-thread__text">{m.text}</p>
            </li>
          ))}
          <li ref={endRef} aria-hidden />
        </ol>
      ) : null}
      {/* Inside the document's own form: the button sends the reply itself, never that form. */}
      <div className="chat-thread__reply" role="group" aria-label="Reply to the visitor">
        <label htmlFor="chat-reply" className="chat-thread__label">
          Your reply
        </label>
        <textarea
          id="chat-reply"
          rows={4}
          value={draft}
          maxLength={CHAT_LIMITS.message}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => sendOnEnter(event, () => void send())}
          aria-describedby="chat-reply-hint"
        />
        <p id="chat-reply-hint" className="chat-thread__hint">
          Enter sends, Shift+Enter starts a new line.
        </p>
        <button
          type="button"
          onClick={() => void send()}
          className="btn btn--style-primary btn--size-small"
          disabled={sending || !draft.trim()}
        >
          {sending ? 'Sending…' : 'Send reply'}
        </button>
        {feedback ? (
          <p
            className={feedback.ok ? 'chat-thread__ok' : 'chat-thread__error'}
            role={feedback.ok ? 'status' : 'alert'}
          >
            {feedback.text}
          </p>
        ) : null}
      </div>
    </section>
  )
}
