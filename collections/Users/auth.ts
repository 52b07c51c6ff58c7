/**
 * Staff sign-in: failed attempts are throttled per client and slowed per account, never locking
 * an account, and a wrong password for a real account answers exactly like an address nobody has
 * (same status, same message, same time), so the sign-in form tells nobody which addresses exist.
 */
import crypto from 'node:crypto'
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterReadHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { clientKey } from '@/server/client-key'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'
import { clearSignInPace } from '@/server/sign-in-pace'

/** Sign-in attempts per client in each window; a successful one is given back. */
const signIns = rateLimit({
  name: 'sign-in',
  points: limitFromEnv(process.env.LOGIN_RATE_LIMIT, 10),
  seconds: 15 * 60,
})

/**
 * Password reset requests in each hour, counted per client and per address: each one that names
 * a staff address e-mails its owner, so neither one client nor many may fill an inbox with them.
 * Every address is counted alike, known or not, so the limit tells nobody which addresses exist.
 */
const resetLimit = limitFromEnv(process.env.PASSWORD_RESET_RATE_LIMIT, 5)
const resetsByClient = rateLimit({ name: 'reset-client', points: resetLimit, seconds: 60 * 60 })
const resetsByAddress = rateLimit({ name: 'reset-address', points: resetLimit, seconds: 60 * 60 })

/** Requests that come over HTTP (not the server's own local API calls). */
export const overHttp = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** 429 with Retry-After and a message that says when to try again. */
export function tooMany(
  req: PayloadRequest,
  retryAfter: number,
  what: string,
  from = 'from your network',
): APIError {
  ;(req.responseHeaders ??= new Headers()).set('Retry-After', String(retryAfter))
  const minutes = Math.ceil(retryAfter / 60)
  return new APIError(
    `Too many ${what} ${from}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    null,
    true,
  )
}

/**
 * Refuses a client's sign-in with 429 once it has used up its attempts. (An account's sign-ins
 * are also paced, before Payload sees them: src/server/sign-in-pace.ts.)
 */
export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || !overHttp(req)) return args
  await takeSignInAttempt(req)
  return args
}

/**
 * Counts one sign-in attempt (a password, or a code of the second factor) against the client;
 * throws 429 once it has used up its attempts.
 */
export async function takeSignInAttempt(req: PayloadRequest): Promise<void> {
  const limit = await signIns.take(clientKey(req.headers))
  if (!limit.ok) throw tooMany(req, limit.retryAfter, 'sign-in attempts')
}

/** Gives a right attempt back to its client. */
export const refundSignInAttempt = (req: PayloadRequest): Promise<void> =>
  signIns.refund(clientKey(req.headers))

/**
 * Counts one password reset request against its client and its address; throws 429 once either
 * has used up its requests.
 */
export async function throttleResetRequest(req: PayloadRequest, email: string): Promise<void> {
  const byClient = await resetsByClient.take(clientKey(req.headers))
  const limit = byClient.ok ? await resetsByAddress.take(email) : byClient
  if (!limit.ok) throw tooMany(req, limit.retryAfter, 'password reset requests')
}

/** A right password does not count against the client, and clears its account's count. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!overHttp(req)) return user
  await refundSignInAttempt(req)
  if (typeof user.email === 'string') await clearSignInPace(user.email)
  return user
}

/**
 * Payload's own check of a password: PBKDF2-SHA256 with these parameters (the hashes it stores
 * start with `pbkdf2-sha256-v1:`).
 */
const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
const DECOY_SALT = crypto.randomBytes(32).toString('hex')

function hashAsPayloadDoes(password: string): Promise<Buffer> {
  const { iterations, keyLength, digest } = PASSWORD_HASH
  return new Promise((resolve, reject) =>
    crypto.pbkdf2(password, DECOY_SALT, iterations, keyLength, digest, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/**
 * For an address that belongs to no account, the password is hashed all the same, as it is for
 * a real account, before Payload answers "The email or password provided is incorrect".
 */
export const answerUnknownEmailsAlike: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } =
    (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  // Without both, Payload answers 400 before looking anyone up.
  if (typeof email !== 'string' || typeof password !== 'string' || password.trim() === '')
    return args
  const user = await req.payload.db.findOne({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    select: { id: true },
  })
  if (!user) await hashAsPayloadDoes(password)
  return args
}

/**
 * A user's list of sessions is for Payload's own checks (it reads users with access overridden);
 * no answer shows it, not even to the user it belongs to.
 */
export const hideSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess && doc && typeof doc === 'object')
    delete (doc as { sessions?: unknown }).sessions
  return doc
}
