/** A fixed-window rate limiter kept in memory: `limit` requests per client per window. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one request; `retryAfter` (seconds) is set when the client is over its limit. */
  take(key: string, now = Date.now()): { ok: boolean; retryAfter: number } {
    if (this.windows.size > 10_000) this.prune(now)
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs }
      this.windows.set(key, window)
    }
    window.count++
    const ok = window.count <= this.limit
    return { ok, retryAfter: ok ? 0 : Math.ceil((window.resetAt - now) / 1000) }
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/**
 * Whose request this is, for rate limits. X-Forwarded-For is only as honest as whoever wrote it:
 * a caller who reaches the app directly can write anything there and rotate it to dodge a limit.
 * So it counts only when TRUST_PROXY names how many reverse proxies stand in front of the app
 * (1 for the docker-compose nginx, which appends the address it sees): the client is then that
 * many hops from the right of the list, which no caller can forge. Without TRUST_PROXY every
 * caller shares one key, so a flood is still stopped whatever headers it sends.
 */
export function clientKey(headers: Headers, trustedProxies = trustedProxyCount()): string {
  if (trustedProxies < 1) return 'direct'
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops[Math.max(hops.length - trustedProxies, 0)] ?? 'direct'
}

/** TRUST_PROXY: the number of reverse proxies in front of the app (`true` means one). */
export function trustedProxyCount(value = process.env.TRUST_PROXY): number {
  if (value === 'true') return 1
  const count = Number(value ?? 0)
  return Number.isInteger(count) && count > 0 ? count : 0
}
