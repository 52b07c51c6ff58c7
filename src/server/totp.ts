import 'server-only'

/**
 * One-time codes from an authenticator app (TOTP, RFC 6238: six digits, a new one every 30
 * seconds, SHA-1, as every authenticator app reads a QR code), their secrets sealed at rest, and
 * single-use recovery codes kept only as hashes. The arithmetic is otplib's; the QR code is drawn
 * here by the `qrcode` package, so the secret never leaves the server for a QR service.
 */
import crypto from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

const CODE_PERIOD_S = 30
/** One step of clock drift either way: the code before, the current one and the next. */
const DRIFT_S = CODE_PERIOD_S

const ISSUER = 'Leadpilot'

/** A new secret: 20 random bytes (160 bits, as RFC 4226 recommends), in Base32. */
export const newTotpSecret = (): string => generateSecret()

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret, period: CODE_PERIOD_S })

/** The QR code of `uri` as an SVG data URL, drawn on the server. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** The secret in groups of four, as it is easiest to type into an app by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ')

/** What people type: spaces and hyphens between groups are allowed, letters in any case. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'used' }

/**
 * Checks a six-digit code against `secret` at `now` (ms), one step of drift either way. A code of
 * a step at or before `lastStep` (the last one accepted) is refused as used, so a code seen over
 * someone's shoulder cannot be used again, nor an older one.
 */
export async function checkCode(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): Promise<CodeCheck> {
  const token = normalised(code)
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'wrong' }
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    period: CODE_PERIOD_S,
    epochTolerance: DRIFT_S,
  })
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' }
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'used' }
  return { ok: true, step: result.timeStep }
}

// Secrets at rest: AES-256-GCM under a key derived from the server's secret (PAYLOAD_SECRET), so
// a copy of the database alone does not give anyone the codes.

// Each purpose (a second factor, a webhook signing secret) has a key of its own.

const SECOND_FACTOR = 'leadpilot second factor secret'

const sealKey = (serverSecret: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', serverSecret, '', purpose, 32))

/** `secret` encrypted and authenticated: `v1.<iv>.<tag>.<ciphertext>`, Base64url. */
export function sealSecret(secret: string, serverSecret: string, purpose = SECOND_FACTOR): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(serverSecret, purpose), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The secret `sealSecret` sealed, or null when it was sealed under another server secret. */
export function openSecret(
  sealed: string,
  serverSecret: string,
  purpose = SECOND_FACTOR,
): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      sealKey(serverSecret, purpose),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return null
  }
}

// Recovery codes: ten of them, each ten characters from an alphabet without look-alikes (50
// bits), shown once and stored as scrypt hashes with a salt of their own set.

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const RECOVERY_CODES = 10

export type RecoveryHashes = { salt: string; hashes: string[] }

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(31)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

const hashOf = (code: string, salt: string) =>
  new Promise<string>((resolve, reject) =>
    crypto.scrypt(normalised(code), salt, 32, (error, key) =>
      error ? reject(error) : resolve(key.toString('base64url')),
    ),
  )

/** A new set of recovery codes, as shown to their owner, and as stored. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; stored: RecoveryHashes }> {
  const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode)
  const salt = crypto.randomBytes(16).toString('base64url')
  const hashes = await Promise.all(codes.map((code) => hashOf(code, salt)))
  return { codes, stored: { salt, hashes } }
}

/** The stored codes without `code`, or null when `code` is not one of them (or was used). */
export async function spendRecoveryCode(
  stored: RecoveryHashes | null | undefined,
  code: string,
): Promise<RecoveryHashes | null> {
  if (!stored || normalised(code).length !== 10) return null
  const hash = Buffer.from(await hashOf(code, stored.salt))
  const index = stored.hashes.findIndex((candidate) => {
    const other = Buffer.from(candidate)
    return other.length === hash.length && crypto.timingSafeEqual(other, hash)
  })
  if (index < 0) return null
  return { salt: stored.salt, hashes: stored.hashes.filter((_, i) => i !== index) }
}
