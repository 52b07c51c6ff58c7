import type { UIFieldServerProps } from 'payload'
import { ChatThreadPanel } from './ChatThreadPanel'
import './chat-thread.scss'

/**
 * The conversation on a live chat's page: every message, the visitor's on the left and ours on
 * the right, and a box to reply. New messages from the visitor appear while the page is open.
 */
export function ChatThread({ data }: UIFieldServerProps) {
  const id = (data as { id?: number } | undefined)?.id
  if (!id) return null
  return <ChatThreadPanel id={id} />
}
