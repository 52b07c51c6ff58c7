/**
 * The second factor's endpoints, on the users collection (`/api/users/second-factor…`):
 *
 * - `GET  /second-factor`                 where the caller stands (signed in, or half signed in)
 * - `POST /second-factor/verify`          the code step of a sign-in: `{ code }` or `{ recoveryCode }`
 * - `POST /second-factor/cancel`          signs a half sign-in out
 * - `POST /second-factor/setup`           a new secret, its QR code and its text
 * - `POST /second-factor/enable`          `{ code }` from the new secret: on, with recovery codes
 * - `POST /second-factor/recovery-codes`  `{ code }`: a new set of recovery codes
 * - `POST /second-factor/disable`         `{ code }` or `{ recoveryCode }`: off
 * - `GET  /:id/second-factor`             whether it is on (the user or an admin)
 * - `DELETE /:id/second-factor`           an admin's reset, in the audit log
 *
 * Every code is counted like a password: against the client (LOGIN_RATE_LIMIT), slowed per
 * account after five (src/server/sign-in-pace.ts), and at most ten wrong ones per account every
 * 15 minutes, since only someone who knows the password gets this far. Changes to a user's
 * sessions run under the account's session lock.
 */
import {
  APIError,
  addDataAndFileToRequest,
  type Endpoint,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import { hasRole } from '@/lib/access'
import { rateLimit } from '@/server/rate-limit'
import { clearSignInPace, paceSignIn } from '@/server/sign-in-pace'
import {
  checkCode,
  groupedSecret,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  qrDataUrl,
  sealSecret,
  spendRecoveryCode,
  totpUri,
} from '@/server/totp'
import { withAccountLock } from '@workarounds/sessions'
import { audit } from '../../AuditLog'
import { refundSignInAttempt, takeSignInAttempt, tooMany } from '../auth'
import {
  SECOND_FACTOR_OFF,
  halfSignIn,
  liveSessions,
  openSignIns,
  requiredRoles,
  saveUser,
  sessionOf,
  storedUser,
  type HalfSignIn,
  type StoredUser,
} from './state'

const wrongCodes = rateLimit({ name: 'second-factor-account', points: 10, seconds: 15 * 60 })

const MESSAGES = {
  wrong:
    'That code is not right. Enter the six-digit code your authenticator app shows now. If it keeps failing, check that your phone sets its time automatically.',
  used: 'That code has already been used. Wait for the next code in your authenticator app, then enter it.',
  recovery: 'That recovery code is not right, or it has already been used.',
  unreadable:
    'Your authenticator app’s secret can no longer be read (the server’s secret has changed). Use a recovery code, or ask an admin to reset your second factor.',
  expired: 'This sign-in has expired. Please sign in again with your password.',
  signIn: 'Please sign in with your password first.',
  on: 'Your second factor is already on.',
  off: 'Your second factor is not on.',
  noSetup: 'No authenticator app is being set up. Please start the set-up again.',
} as const

const refuse = (status: number, message: string) => new APIError(message, status, null, true)

/** `code` and `recoveryCode` from a JSON or form body (short strings only). */
async function codesOf(req: PayloadRequest): Promise<{ code?: string; recoveryCode?: string }> {
  await addDataAndFileToRequest(req)
  const data = (req.data ?? {}) as Record<string, unknown>
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= 64 ? value : undefined
  return { code: text(data.code), recoveryCode: text(data.recoveryCode) }
}

/** Counts one code attempt on `user`, as a password attempt is counted, and waits its pace. */
async function throttleCode(req: PayloadRequest, user: StoredUser): Promise<void> {
  await takeSignInAttempt(req)
  const limit = await wrongCodes.take(String(user.id))
  if (!limit.ok) throw tooMany(req, limit.retryAfter, 'wrong codes', 'for this account')
  await paceSignIn(user.email)
}

/** A right code: nothing is held against the client or the account. */
async function forgiveCode(req: PayloadRequest, user: StoredUser): Promise<void> {
  await Promise.all([
    refundSignInAttempt(req),
    wrongCodes.reset(String(user.id)),
    clearSignInPace(user.email),
  ])
}

/**
 * Checks a code from the authenticator app (or a recovery code, when `recoveryCode` is given and
 * allowed) against the user's second factor; throws with what was wrong. Returns what to store:
 * the step of the code (against replays) or the recovery codes left.
 */
async function proveSecondFactor(
  req: PayloadRequest,
  user: StoredUser,
  { code, recoveryCode }: { code?: string; recoveryCode?: string },
  status: number,
): Promise<Partial<StoredUser>> {
  if (recoveryCode !== undefined) {
    const left = await spendRecoveryCode(user.recoveryCodes, recoveryCode)
    if (!left) throw refuse(status, MESSAGES.recovery)
    return { recoveryCodes: left }
  }
  const secret = user.totpSecret ? openSecret(user.totpSecret, req.payload.secret) : null
  if (!secret) throw refuse(status, MESSAGES.unreadable)
  const check = await checkCode(secret, code ?? '', user.totpLastStep ?? null)
  if (!check.ok) throw refuse(status, MESSAGES[check.reason])
  return { totpLastStep: check.step }
}

/** The session of a half sign-in made whole: it counts as signed in from now on. */
const completed = ({ user, entry }: HalfSignIn): Partial<StoredUser> => ({
  sessions: [...liveSessions(user), sessionOf(entry)],
  pendingSignIns: openSignIns(user).filter(({ id }) => id !== entry.id),
})

/** The open half sign-in of this request, or a 401 that says why there is none. */
async function openHalfSignIn(req: PayloadRequest): Promise<HalfSignIn> {
  const half = await halfSignIn(req)
  if (!half) throw refuse(401, MESSAGES.signIn)
  if (!half.open) throw refuse(401, MESSAGES.expired)
  return half
}

/** The signed-in user, read whole, or a 401. */
async function signedIn(req: PayloadRequest): Promise<StoredUser> {
  const user = req.user ? await storedUser(req, req.user.id) : null
  if (!user) throw refuse(401, MESSAGES.signIn)
  return user
}

/**
 * Who is setting up a second factor: the signed-in user from their account page, or a half
 * sign-in whose role requires one before anything else.
 */
async function settingUp(req: PayloadRequest): Promise<{ user: StoredUser; half?: HalfSignIn }> {
  if (req.user) return { user: await signedIn(req) }
  const half = await openHalfSignIn(req)
  if (half.entry.step !== 'setup') throw refuse(403, 'Enter the code from your authenticator app.')
  return { user: half.user, half }
}

const json = (body: unknown, init?: ResponseInit) => Response.json(body, init)

async function statusOf(req: PayloadRequest, user: StoredUser) {
  return {
    enabled: Boolean(user.secondFactorEnabled),
    required: (await requiredRoles(req)).includes(user.role),
    recoveryCodesLeft: user.secondFactorEnabled ? (user.recoveryCodes?.hashes.length ?? 0) : 0,
  }
}

const status: PayloadHandler = async (req) => {
  if (req.user) return json({ signedIn: true, ...(await statusOf(req, await signedIn(req))) })
  const half = await halfSignIn(req)
  if (!half) throw refuse(401, MESSAGES.signIn)
  return json({ signedIn: false, step: half.entry.step, open: half.open, email: half.user.email })
}

const verify: PayloadHandler = async (req) => {
  const codes = await codesOf(req)
  const half = await openHalfSignIn(req)
  if (half.entry.step !== 'code') throw refuse(403, 'Set up your authenticator app first.')
  await throttleCode(req, half.user)
  await withAccountLock(half.user.email, async () => {
    const current = await openHalfSignIn(req)
    const proof = await proveSecondFactor(req, current.user, codes, 401)
    await saveUser(req, current.user, { ...proof, ...completed(current) })
  })
  await forgiveCode(req, half.user)
  const user = await storedUser(req, half.user.id)
  return json({
    message: 'Signed in.',
    recoveryCodesLeft: user?.recoveryCodes?.hashes.length ?? 0,
  })
}

const cancel: PayloadHandler = async (req) => {
  const half = await halfSignIn(req)
  if (half) {
    await withAccountLock(half.user.email, async () => {
      const current = await halfSignIn(req)
      if (!current) return
      const pendingSignIns = openSignIns(current.user).filter(({ id }) => id !== current.entry.id)
      await saveUser(req, current.user, { pendingSignIns })
    })
  }
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: req.payload.collections.users.config.auth,
    config: req.payload.config,
    cookiePrefix: req.payload.config.cookiePrefix,
  })
  return json({ message: 'Signed out.' }, { headers: { 'Set-Cookie': cookie } })
}

const setup: PayloadHandler = async (req) => {
  const { user } = await settingUp(req)
  if (user.secondFactorEnabled) throw refuse(409, MESSAGES.on)
  const secret = newTotpSecret()
  await saveUser(req, user, { totpSetupSecret: sealSecret(secret, req.payload.secret) })
  const uri = totpUri(secret, user.email)
  return json({ secret: groupedSecret(secret), uri, qr: await qrDataUrl(uri) })
}

const enable: PayloadHandler = async (req) => {
  const { code } = await codesOf(req)
  const { user, half } = await settingUp(req)
  await throttleCode(req, user)
  const recoveryCodes = await withAccountLock(user.email, async () => {
    const current = half ? await openHalfSignIn(req) : undefined
    const fresh = current?.user ?? (await signedIn(req))
    if (fresh.secondFactorEnabled) throw refuse(409, MESSAGES.on)
    const secret = fresh.totpSetupSecret
      ? openSecret(fresh.totpSetupSecret, req.payload.secret)
      : null
    if (!secret) throw refuse(409, MESSAGES.noSetup)
    const check = await checkCode(secret, code ?? '', null)
    if (!check.ok) throw refuse(half ? 401 : 400, MESSAGES.wrong)
    const { codes, stored } = await newRecoveryCodes()
    await saveUser(req, fresh, {
      secondFactorEnabled: true,
      totpSecret: sealSecret(secret, req.payload.secret),
      totpSetupSecret: null,
      totpLastStep: check.step,
      recoveryCodes: stored,
      ...(current ? completed(current) : {}),
    })
    return codes
  })
  await forgiveCode(req, user)
  return json({
    message: 'Your second factor is on. Keep your recovery codes somewhere safe.',
    recoveryCodes,
  })
}

const replaceRecoveryCodes: PayloadHandler = async (req) => {
  const { code } = await codesOf(req)
  const user = await signedIn(req)
  if (!user.secondFactorEnabled) throw refuse(409, MESSAGES.off)
  await throttleCode(req, user)
  const recoveryCodes = await withAccountLock(user.email, async () => {
    const fresh = await signedIn(req)
    const proof = await proveSecondFactor(req, fresh, { code }, 400)
    const { codes, stored } = await newRecoveryCodes()
    await saveUser(req, fresh, { ...proof, recoveryCodes: stored })
    return codes
  })
  await forgiveCode(req, user)
  return json({ message: 'New recovery codes made; the old ones no longer work.', recoveryCodes })
}

const disable: PayloadHandler = async (req) => {
  const codes = await codesOf(req)
  const user = await signedIn(req)
  if (!user.secondFactorEnabled) throw refuse(409, MESSAGES.off)
  if ((await requiredRoles(req)).includes(user.role))
    throw refuse(
      403,
      'Your role requires a second factor, so it cannot be turned off. If you have lost your phone, an admin can reset it.',
    )
  await throttleCode(req, user)
  await withAccountLock(user.email, async () => {
    const fresh = await signedIn(req)
    await proveSecondFactor(req, fresh, codes, 400)
    await saveUser(req, fresh, SECOND_FACTOR_OFF)
  })
  await forgiveCode(req, user)
  await audit(req, `Second factor turned off by its owner: ${user.email}`, ['On'], ['Off'])
  return json({ message: 'Your second factor is off.' })
}

/** The user named in the path, for an admin or the user themselves. */
async function namedUser(req: PayloadRequest, { adminOnly }: { adminOnly: boolean }) {
  const id = Number(req.routeParams?.id)
  const self = req.user && Number(req.user.id) === id
  if (!req.user) throw refuse(401, MESSAGES.signIn)
  if (!hasRole(req.user, 'admin') && (adminOnly || !self))
    throw refuse(403, 'You are not allowed to perform this action.')
  const user = Number.isSafeInteger(id) ? await storedUser(req, id) : null
  if (!user) throw refuse(404, 'The requested resource was not found.')
  return user
}

const statusOfUser: PayloadHandler = async (req) =>
  json(await statusOf(req, await namedUser(req, { adminOnly: false })))

const reset: PayloadHandler = async (req) => {
  const user = await namedUser(req, { adminOnly: true })
  await withAccountLock(user.email, () =>
    // Sign-ins waiting for a code of the old factor end too.
    saveUser(req, user, { ...SECOND_FACTOR_OFF, pendingSignIns: [] }),
  )
  await audit(
    req,
    `Second factor reset: ${user.email}`,
    [user.secondFactorEnabled ? 'On' : 'Off'],
    ['Off'],
  )
  return json({
    message: `The second factor of ${user.email} is reset. They set it up again from their account page${(await requiredRoles(req)).includes(user.role) ? ', which they are asked to do when they next sign in' : ''}.`,
  })
}

const endpoint = (method: Endpoint['method'], path: string, handler: PayloadHandler): Endpoint => ({
  method,
  path,
  handler,
})

export const secondFactorEndpoints: Endpoint[] = [
  endpoint('get', '/second-factor', status),
  endpoint('post', '/second-factor/verify', verify),
  endpoint('post', '/second-factor/cancel', cancel),
  endpoint('post', '/second-factor/setup', setup),
  endpoint('post', '/second-factor/enable', enable),
  endpoint('post', '/second-factor/recovery-codes', replaceRecoveryCodes),
  endpoint('post', '/second-factor/disable', disable),
  endpoint('get', '/:id/second-factor', statusOfUser),
  endpoint('delete', '/:id/second-factor', reset),
]
