import 'server-only'

/**
 * Sign-in attempts per address, counted from every client alike (real addresses and unknown ones,
 * so the pace tells nobody which exist). The first few go at full speed; each one after them waits
 * twice as long as the last, up to a cap, before its password is checked, so guessing one
 * account's password crawls while its owner still gets in, a few seconds late. A right password
 * clears the count. The wait happens before the account's session lock is taken, so waiting
 * attempts never hold up another.
 */
import crypto from 'node:crypto'
import { rateLimit } from './rate-limit'

const attemptsByAccount = rateLimit({
  name: 'sign-in-account',
  points: 1_000_000,
  seconds: 15 * 60,
})
const FREE_ATTEMPTS = 5
const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 4_000

/** How long the `used`-th attempt on one account waits before its password is checked. */
export function signInDelay(used: number): number {
  if (used <= FREE_ATTEMPTS) return 0
  return Math.min(FIRST_DELAY_MS * 2 ** (used - FREE_ATTEMPTS - 1), MAX_DELAY_MS)
}

const accountKey = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** Counts one sign-in attempt on `email` and waits as long as its count asks. */
export async function paceSignIn(email: string): Promise<void> {
  const attempts = await attemptsByAccount.take(accountKey(email))
  const delay = attempts.ok ? signInDelay(attempts.used) : MAX_DELAY_MS
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
}

/** Forgets the attempts on `email` (its owner has just signed in). */
export function clearSignInPace(email: string): Promise<void> {
  return attemptsByAccount.reset(accountKey(email))
}
