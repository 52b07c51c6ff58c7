/**
 * The password step of a sign-in for someone who has a second factor (or whose role requires
 * one): the session Payload has just made is held back as a half sign-in, and the answer says
 * which step comes next instead of naming a signed-in user.
 */
import { decodeJwt } from 'jose'
import type { CollectionAfterLoginHook, CollectionAfterOperationHook } from 'payload'
import {
  PENDING_MS,
  liveSessions,
  openSignIns,
  passwordFingerprint,
  requiredRoles,
  saveUser,
  storedUser,
  type PendingSignIn,
} from './state'

const NEXT_STEP = 'secondFactor'

const MESSAGES: Record<PendingSignIn['step'], string> = {
  code: 'Password accepted. Enter the code from your authenticator app to finish signing in.',
  setup:
    'Password accepted. Your role requires a second factor: set up an authenticator app to finish signing in.',
}

/**
 * After a right password (a sign-in, or a password reset, which signs its user in): a user with
 * the second factor on, or whose role requires it, has the new session moved to the half
 * sign-ins. It counts for nothing until the code step (or the set-up) completes it.
 */
export const holdForSecondFactor: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const stored = await storedUser(req, user.id)
  if (!stored) return user
  const step: PendingSignIn['step'] | null = stored.secondFactorEnabled
    ? 'code'
    : (await requiredRoles(req)).includes(stored.role)
      ? 'setup'
      : null
  const { sid } = decodeJwt(token)
  const session = stored.sessions?.find(({ id }) => id === sid)
  if (!step || !session) return user
  const now = Date.now()
  const pending: PendingSignIn = {
    id: session.id,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
    until: new Date(now + PENDING_MS).toISOString(),
    step,
    password: passwordFingerprint(stored),
  }
  await saveUser(req, stored, {
    sessions: liveSessions(stored, now).filter(({ id }) => id !== session.id),
    pendingSignIns: [...openSignIns(stored, now), pending],
  })
  req.context[NEXT_STEP] = step
  return user
}

/**
 * The answer to a half sign-in names no user (the admin and API clients treat it as signed out)
 * and says what comes next; the token in it (and its cookie) is what the code step accepts.
 */
export const answerHalfSignIn: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const step = req.context[NEXT_STEP] as PendingSignIn['step'] | undefined
  if ((operation !== 'login' && operation !== 'resetPassword') || !step) return result
  return { ...result, user: null, secondFactor: step, message: MESSAGES[step] }
}
