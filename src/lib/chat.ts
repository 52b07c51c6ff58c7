/** The simulated live chat: messages and the rules for sending them. */
export type ChatMessage = {
  id: string
  text: string
  sender: 'user' | 'support'
  timestamp: number
}

/** Delay before the automatic support reply appears. */
export const AUTO_REPLY_DELAY_MS = 1500

/** An empty or whitespace-only message is not sent. */
export function canSend(text: string): boolean {
  return text.trim().length > 0
}

/** Enter sends; Shift+Enter (or composing text in an IME) does not. */
export function isSendKey(event: {
  key: string
  shiftKey: boolean
  isComposing?: boolean
}): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing
}
