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

/** The client's address: the first X-Forwarded-For hop (set by the reverse proxy), else 'direct'. */
export function clientKey(headers: Headers): string {
  return (
    headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'direct'
  )
}
