import 'server-only'

import crypto from 'node:crypto'
import { MIN_FILL_SECONDS, TOKEN_MAX_AGE_SECONDS } from '@/lib/forms'

/**
 * The time token of a form on the site: when the visitor's browser asked for it and for which
 * form, signed with the server's secret. A form sent sooner than MIN_FILL_SECONDS after its token
 * was given was not filled in by a person; a token older than TOKEN_MAX_AGE_SECONDS, or signed by
 * anyone else, is refused. No third party is involved and nothing is asked of the visitor.
 */
const sign = (body: string) =>
  crypto
    .createHmac('sha256', `form-token:${process.env.PAYLOAD_SECRET ?? ''}`)
    .update(body)
    .digest('base64url')

export function issueFormToken(formId: number | string, now = Date.now()): string {
  const body = `${String(formId)}.${now}`
  return `${body}.${sign(body)}`
}

type TokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' }

export function checkFormToken(
  token: unknown,
  formId: number | string,
  now = Date.now(),
  minSeconds = Number(process.env.FORM_MIN_FILL_SECONDS ?? MIN_FILL_SECONDS),
): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' }
  const [form, issued, signature] = token.split('.')
  if (!form || !issued || !signature || form !== String(formId)) {
    return { ok: false, reason: 'invalid' }
  }
  const expected = Buffer.from(sign(`${form}.${issued}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'invalid' }
  }
  const age = (now - Number(issued)) / 1000
  if (!Number.isFinite(age) || age < 0) return { ok: false, reason: 'invalid' }
  if (age < minSeconds) return { ok: false, reason: 'too-fast' }
  if (age > TOKEN_MAX_AGE_SECONDS) return { ok: false, reason: 'expired' }
  return { ok: true }
}
