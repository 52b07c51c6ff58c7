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
