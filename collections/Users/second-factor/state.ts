/**
 * Where a staff member's second factor stands, read and written at the database layer (the
 * fields are hidden from every API), and the half sign-ins: a session whose password was right
 * but whose code is still to come. Such a session is kept out of the user's sessions, so Payload
 * itself (every REST call, the admin, the local API's auth) sees nobody signed in; it waits in
 * `pendingSignIns` until the code step moves it back in (./endpoints.ts).
 */
import crypto from 'node:crypto'
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload, type PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'
import type { Role } from '@/lib/access'
import type { RecoveryHashes } from '@/server/totp'

/** How long a half sign-in waits for its code. */
export const PENDING_MS = 10 * 60 * 1000

type Session = { id: string; createdAt?: string | Date | null; expiresAt: string | Date }

/** A sign-in whose password was right, waiting for a code (or for the second factor's set-up). */
export type PendingSignIn = {
  id: string
  createdAt?: string | Date | null
  expiresAt: string | Date
  /** When the code step stops accepting it. */
  until: string
  step: 'code' | 'setup'
  /** A fingerprint of the password it was made with: a password change ends it. */
  password: string
}

export type StoredUser = {
  id: number
  email: string
  role: Role
  hash?: string | null
  sessions?: Session[] | null
  secondFactorEnabled?: boolean | null
  totpSecret?: string | null
  totpSetupSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: RecoveryHashes | null
  pendingSignIns?: PendingSignIn[] | null
}

type Context = { payload: Payload; transactionID?: PayloadRequest['transactionID'] }

/** The user with every field, hidden ones included (in the request's transaction, if any). */
export const storedUser = (req: Context, id: number | string): Promise<StoredUser | null> =>
  req.payload.db.findOne<StoredUser>({
    collection: 'users',
    where: { id: { equals: id } },
    req: req as Partial<PayloadRequest>,
  })

/**
 * Writes these fields of `user` (as read by `storedUser`), its `updatedAt` left as it was. A
 * change to its sessions writes the whole row, as Payload's own session changes do (the database
 * adapter writes a row with arrays whole).
 */
export async function saveUser(
  req: Context,
  user: StoredUser,
  data: Partial<Omit<StoredUser, 'id'>>,
): Promise<void> {
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: 'sessions' in data ? { ...user, ...data, updatedAt: null } : data,
    req: req as Partial<PayloadRequest>,
    returning: false,
  })
}

/** The fields that hold a second factor, cleared: it is off. */
export const SECOND_FACTOR_OFF = {
  secondFactorEnabled: false,
  totpSecret: null,
  totpSetupSecret: null,
  totpLastStep: null,
  recoveryCodes: null,
} satisfies Partial<StoredUser>

/** The roles an admin has made the second factor compulsory for. */
export async function requiredRoles(req: PayloadRequest): Promise<Role[]> {
  const settings = await req.payload.findGlobal({
    slug: 'second-factor',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (settings.requiredFor ?? []) as Role[]
}

export const passwordFingerprint = (user: StoredUser): string =>
  crypto
    .createHash('sha256')
    .update(user.hash ?? '')
    .digest('base64url')
    .slice(0, 22)

const stillOpen = (entry: PendingSignIn, now: number) => Date.parse(entry.until) > now

/** The half sign-ins of a user that have not run out yet. */
export const openSignIns = (user: StoredUser, now = Date.now()): PendingSignIn[] =>
  (user.pendingSignIns ?? []).filter((entry) => stillOpen(entry, now))

/**
 * The sign-in token of a request, read as Payload reads it: from the `Authorization` header
 * (`JWT …` or `Bearer …`), else from the cookie, which counts only from the site's own pages (the
 * same CSRF rule as Payload's: an allowed Origin, or Sec-Fetch-Site same-origin, same-site or
 * none).
 */
function tokenOf(headers: Headers, payload: Payload): string | null {
  const header = headers.get('authorization') ?? ''
  const scheme = /^(JWT|Bearer) (.+)$/.exec(header)
  if (scheme) return scheme[2]
  const cookie = parseCookies(headers).get(`${payload.config.cookiePrefix}-token`)
  if (!cookie) return null
  const origin = headers.get('origin')
  if (origin) return payload.config.csrf.includes(origin) ? cookie : null
  const site = headers.get('sec-fetch-site')
  return site === 'same-origin' || site === 'same-site' || site === 'none' ? cookie : null
}

/** The user id and session id a token signed by this server names, or null. */
async function tokenClaims(
  token: string,
  payload: Payload,
): Promise<{ id: number | string; sid: string } | null> {
  try {
    const secret = new TextEncoder().encode(payload.secret)
    const { payload: claims, protectedHeader } = await jwtVerify(token, secret)
    const { id, sid, collection } = claims as { id?: unknown; sid?: unknown; collection?: unknown }
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION || collection !== 'users') return null
    if (typeof sid !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) return null
    return { id, sid }
  } catch {
    return null
  }
}

export type HalfSignIn = {
  user: StoredUser
  entry: PendingSignIn
  /** False once its ten minutes are up (the code step then asks for the password again). */
  open: boolean
}

/**
 * The half sign-in this request's token stands for, or null when it stands for none (no token, a
 * full session, an unknown one, or one whose password has changed since).
 */
export async function halfSignIn(req: {
  headers: Headers
  payload: Payload
  transactionID?: PayloadRequest['transactionID']
}): Promise<HalfSignIn | null> {
  const token = tokenOf(req.headers, req.payload)
  const claims = token ? await tokenClaims(token, req.payload) : null
  if (!claims) return null
  const user = await storedUser(req, claims.id)
  const entry = user?.pendingSignIns?.find((pending) => pending.id === claims.sid)
  if (!user || !entry || entry.password !== passwordFingerprint(user)) return null
  return { user, entry, open: stillOpen(entry, Date.now()) }
}

/** The sessions that have not expired, as Payload keeps them. */
export const liveSessions = (user: StoredUser, now = Date.now()): Session[] =>
  (user.sessions ?? []).filter((session) => new Date(session.expiresAt).getTime() > now)

/** The half sign-in's session, as Payload keeps a full one. */
export const sessionOf = ({ id, createdAt, expiresAt }: PendingSignIn): Session => ({
  id,
  createdAt,
  expiresAt,
})
