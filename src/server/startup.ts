import 'server-only'

import { publicOriginProblem } from './site-url'
import { trustedProxyCount, trustProxyIsSet } from './client-key'

type Env = Record<string, string | undefined>

/**
 * Why a production server must not start, one message per missing setting: its public origin
 * (without it every staff save is refused), the secret that signs staff sessions (without it
 * Payload answers every page and the admin with a 500) and whether a reverse proxy names its
 * callers (without it one caller's requests use up everybody's rate limits).
 */
export function startupProblems(env: Env = process.env): string[] {
  const production = env.NODE_ENV === 'production'
  const problems: string[] = []
  const origin = publicOriginProblem(env.SITE_URL || env.NEXT_PUBLIC_SERVER_URL, production)
  if (origin) problems.push(origin)
  if (production && !env.PAYLOAD_SECRET) {
    problems.push(
      [
        'PAYLOAD_SECRET is not set: staff sessions cannot be signed, and every page would fail.',
        'Set PAYLOAD_SECRET to a long random value (for example the output of `openssl rand -hex 32`),',
        'keep it the same on every instance, and start the server again.',
      ].join('\n'),
    )
  }
  if (production && !trustProxyIsSet(env.TRUST_PROXY)) {
    problems.push(
      [
        'TRUST_PROXY is not set: this server cannot tell its callers apart, so ten wrong sign-ins by',
        'anyone would hold every staff member back, and a few submissions by anyone would stop all.',
        'Behind a reverse proxy that appends the client address to X-Forwarded-For (the shipped nginx',
        'does), set TRUST_PROXY to the number of proxies (TRUST_PROXY=1). To run with no proxy, every',
        'caller then sharing one set of limits, set TRUST_PROXY=0.',
      ].join('\n'),
    )
  }
  return problems
}

/**
 * What a production server should be told but can run with: with TRUST_PROXY=0 it cannot tell
 * callers apart, so every rate limit (submissions, sign-in, password resets) is one limit shared
 * by everybody, and a few dozen requests from anyone hold everyone else back for a while.
 */
export function startupWarnings(env: Env = process.env): string[] {
  if (env.NODE_ENV !== 'production' || !trustProxyIsSet(env.TRUST_PROXY)) return []
  if (trustedProxyCount(env.TRUST_PROXY) > 0) return []
  return [
    [
      'TRUST_PROXY=0: this server cannot tell its callers apart, so every rate limit is shared by',
      'all of them. Serve it behind a reverse proxy that appends the client address to',
      'X-Forwarded-For (the shipped nginx does) and set TRUST_PROXY=1.',
    ].join('\n'),
  ]
}
