import 'server-only'

/**
 * Whose request this is, for rate limits. X-Forwarded-For is only as honest as whoever wrote it:
 * a caller who reaches the app directly can write anything there and rotate it to dodge a limit.
 * So it counts only when TRUST_PROXY names how many reverse proxies stand in front of the app
 * (1 for the docker-compose nginx, which appends the address it sees): the client is then that
 * many hops from the right of the list, which no caller can forge. Without a trusted proxy every
 * caller shares one key, so a flood is still stopped whatever headers it sends (a production
 * server refuses to start in that state unless told TRUST_PROXY=0).
 *
 * An IPv6 client is keyed by its /64 network: one subscriber is usually handed a whole /64, and
 * could otherwise take a fresh address, and a fresh limit, for every request.
 */
import ipaddr from 'ipaddr.js'

export function clientKey(headers: Headers, trustedProxies = trustedProxyCount()): string {
  if (trustedProxies < 1) return 'direct'
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const hop = hops[Math.max(hops.length - trustedProxies, 0)]
  return hop ? network(hop) : 'direct'
}

/** The address an IPv4 client is known by, or the /64 an IPv6 client's address belongs to. */
function network(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${groups.join(':')}::/64`
}

/** TRUST_PROXY: the number of reverse proxies in front of the app (`true` means one). */
export function trustedProxyCount(value = process.env.TRUST_PROXY): number {
  const text = value?.trim() ?? ''
  if (text === 'true') return 1
  const count = Number(text || 0)
  return Number.isInteger(count) && count > 0 ? count : 0
}

/** True when TRUST_PROXY says something: `true`, or a whole number, 0 (no proxy) included. */
export function trustProxyIsSet(value = process.env.TRUST_PROXY): boolean {
  const text = value?.trim() ?? ''
  return text === 'true' || /^\d{1,3}$/.test(text)
}
