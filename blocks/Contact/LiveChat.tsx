'use client'

import { Send } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { AUTO_REPLY_DELAY_MS, canSend, isSendKey, type ChatMessage } from '@/lib/chat'

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

/** The live chat dialog. Replies are simulated locally: an automatic answer after 1.5 s. */
export function LiveChat({ autoReply }: { autoReply: string }) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const timers = useRef<number[]>([])
  const endRef = useRef<HTMLLIElement>(null)

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((t) => window.clearTimeout(t))
  }, [])
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' })
  }, [messages])

  const send = () => {
    if (!canSend(draft)) return
    const now = Date.now()
    setMessages((m) => [
      ...m,
      { id: `u${now}`, text: draft.trim(), sender: 'user', timestamp: now },
    ])
    setDraft('')
    timers.current.push(
      window.setTimeout(() => {
        const at = Date.now()
        setMessages((m) => [
          ...m,
          { id: `s${at}`, text: autoReply, sender: 'support', timestamp: at },
        ])
      }, AUTO_REPLY_DELAY_MS),
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
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

  return (
    <Dialog>
      <DialogTrigger className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        Start Chat
      </DialogTrigger>
      <DialogContent
        title="Live chat"
        description="Ask us anything. We usually reply within minutes in UK business hours."
        className="flex h-[500px] max-h-[calc(100vh-2rem)] flex-col"
      >
        <ol
          aria-live="polite"
          aria-label="Conversation"
          className="-mx-2 flex-1 space-y-3 overflow-y-auto px-2"
        >
          {messages.length === 0 ? (
            <li className="text-center text-sm text-muted">
              Say hello and tell us what you need help with.
            </li>
          ) : null}
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.sender === 'user' ? 'flex justify-end' : 'flex justify-start'}
            >
              <div
                data-sender={message.sender}
                className={`max-w-[80%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap ${
                  message.sender === 'user' ? 'bg-brand-600 text-white' : 'bg-surface text-ink'
                }`}
              >
                <span className="sr-only">{message.sender === 'user' ? 'You' : 'Support'}: </span>
                {message.text}
                <time
                  className={`mt-1 block text-[0.7rem] ${
                    message.sender === 'user' ? 'text-brand-100' : 'text-muted'
                  }`}
                  dateTime={new Date(message.timestamp).toISOString()}
                >
                  {timeFormat.format(message.timestamp)}
                </time>
              </div>
            </li>
          ))}
          <li ref={endRef} aria-hidden />
        </ol>
        <form
          className="mt-4 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            send()
          }}
        >
          <label htmlFor="chat-message" className="sr-only">
            Your message
          </label>
          <textarea
            id="chat-message"
            rows={2}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your message…"
            className="min-h-11 flex-1 resize-none rounded-xl border border-line px-3 py-2 focus:border-brand-500"
          />
          <Button type="submit" size="sm" aria-label="Send message" disabled={!canSend(draft)}>
            <Send aria-hidden className="size-4" />
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
