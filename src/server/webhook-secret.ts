import 'server-only'

/**
 * Webhook endpoints' signing secrets. Each is `whsec_` and the base64 of 32 random bytes, the
 * Standard Webhooks form; it is stored sealed (AES-256-GCM, under a key of its own derived from
 * the server's secret), so a copy of the database alone does not let anyone sign as the site.
 */
import crypto from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { openSecret, sealSecret } from './totp'

const PURPOSE = 'leadpilot webhook signing secret'

/** A new signing secret. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64')}`
}

/** The secret as stored, sealed under `serverSecret` (Payload's `payload.secret`). */
export const sealWebhookSecret = (secret: string, serverSecret: string) =>
  sealSecret(secret, serverSecret, PURPOSE)

/** The secret a sealed value holds; throws when it was sealed under another server secret. */
export function openWebhookSecret(sealed: string, serverSecret: string): string {
  const secret = openSecret(sealed, serverSecret, PURPOSE)
  if (secret === null) throw new Error('The signing secret cannot be read: rotate it.')
  return secret
}

/** The Standard Webhooks headers of one attempt: its id, its time and the signature of both. */
export function signedHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  }
}
