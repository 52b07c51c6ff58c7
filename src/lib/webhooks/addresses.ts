import ipaddr from 'ipaddr.js'

/**
 * Whether `address` (an IP address as text) is one the public internet routes to: ordinary
 * unicast only. Private (RFC 1918, fc00::/7), loopback, link-local (169.254/16, fe80::/10),
 * unspecified, shared (CGNAT 100.64/10), multicast, broadcast, reserved, documentation and
 * translation ranges (which may carry a private IPv4 inside) are not. An IPv4 address written as
 * IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return false
  return ipaddr.process(bare).range() === 'unicast'
}

/** Whether `host` (a URL's hostname) is written as an IP address rather than a name. */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''))
}
