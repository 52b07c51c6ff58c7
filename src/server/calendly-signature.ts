import 'server-only'

/**
 * Calendly's webhook signature: the `Calendly-Webhook-Signature` header is
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the signing key>`. A
 * delivery is genuine when the HMAC matches (compared in constant time) and its timestamp is
 * within the tolerance of now either way, so a captured delivery cannot be replayed later.
 */
import crypto from 'node:crypto'

/** How far a delivery's timestamp may be from now, either way. */
const SIGNATURE_TOLERANCE_S = 3 * 60

export type SignatureHeader = { timestamp: number; signatures: string[] }

/** The header's timestamp and v1 signatures; null when it has neither in the documented form. */
export function parseSignatureHeader(header: string | null | undefined): SignatureHeader | null {
  if (!header) return null
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const key = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase())
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures }
}

/** The v1 signature of `body` sent at `timestamp` (unix seconds), as hex. */
export function signCalendlyPayload(key: string, timestamp: number, body: string): string {
  return crypto.createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' }

/** Whether `header` signs `body` with `key`, within the tolerance of `now`. */
export function verifyCalendlySignature(
  header: string | null | undefined,
  body: string,
  key: string,
  now = new Date(),
): SignatureCheck {
  const parsed = parseSignatureHeader(header)
  if (!parsed) return { ok: false, reason: 'malformed' }
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > SIGNATURE_TOLERANCE_S) {
    return { ok: false, reason: 'stale' }
  }
  const expected = Buffer.from(signCalendlyPayload(key, parsed.timestamp, body), 'hex')
  const matches = parsed.signatures.some((signature) =>
    crypto.timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  )
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' }
}
