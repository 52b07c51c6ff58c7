import 'server-only'
import crypto from 'node:crypto'

/**
 * The keys that open an onboarding draft, each an HMAC-SHA256 under a key derived from the server's
 * secret for its one purpose, so none can be made without the secret and none stands in for
 * another:
 * - the draft token, which lets a browser save the draft named by a reference;
 * - the resume code in an e-mailed link, which opens that draft on any device until it expires;
 * - the stop code in a reminder, which stops that draft's reminders.
 */
type Purpose = 'token' | 'resume' | 'stop'

const keyFor = (secret: string, purpose: Purpose) =>
  Buffer.from(crypto.hkdfSync('sha256', secret, '', `leadpilot onboarding draft ${purpose}`, 32))

const mac = (secret: string, purpose: Purpose, message: string) =>
  crypto.createHmac('sha256', keyFor(secret, purpose)).update(message).digest('base64url')

function same(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The token that lets a browser write the draft named by `reference`. */
export const draftToken = (secret: string, reference: string): string =>
  mac(secret, 'token', reference.toLowerCase())

export const isDraftToken = (secret: string, reference: string, token: string): boolean =>
  same(draftToken(secret, reference), token)

/** A resume code: `<reference>.<expiry, unix seconds>.<mac>`, for a link's query string. */
export function resumeCode(secret: string, reference: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000)
  const message = `${reference.toLowerCase()}.${expiry}`
  return `${message}.${mac(secret, 'resume', message)}`
}

export type ResumeCodeCheck =
  { ok: true; reference: string } | { ok: false; reason: 'invalid' | 'expired'; reference?: string }

/** Reads a resume code: the draft's reference, or why it cannot be used. */
export function readResumeCode(secret: string, code: string, now = new Date()): ResumeCodeCheck {
  const [reference, expiry, signature, ...rest] = code.split('.')
  if (!reference || !expiry || !signature || rest.length > 0)
    return { ok: false, reason: 'invalid' }
  if (!REFERENCE.test(reference) || !/^\d{1,12}$/.test(expiry))
    return { ok: false, reason: 'invalid' }
  if (!same(mac(secret, 'resume', `${reference}.${expiry}`), signature))
    return { ok: false, reason: 'invalid' }
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired', reference }
  return { ok: true, reference }
}

/** A stop code: `<reference>.<mac>`; it never expires, so an old reminder's link still works. */
export function stopCode(secret: string, reference: string): string {
  const lower = reference.toLowerCase()
  return `${lower}.${mac(secret, 'stop', lower)}`
}

/** The reference a stop code names, or null when it is not one this server made. */
export function readStopCode(secret: string, code: string): string | null {
  const [reference, signature, ...rest] = code.split('.')
  if (!reference || !signature || rest.length > 0 || !REFERENCE.test(reference)) return null
  return same(mac(secret, 'stop', reference), signature) ? reference : null
}
