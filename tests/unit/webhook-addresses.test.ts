/**
 * Where webhooks may go: only public unicast addresses; every private, loopback, link-local,
 * shared, multicast or otherwise special range is refused, IPv4 written as IPv6 included.
 */
import { describe, expect, it } from 'vitest'
import { isAddressLiteral, isPublicAddress } from '@/lib/webhooks/addresses'

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'IPv6 loopback as a URL writes it'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['172.31.255.255', 'RFC 1918'],
    ['192.168.1.10', 'RFC 1918'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['100.64.0.1', 'shared address space (CGNAT)'],
    ['100.127.255.254', 'shared address space (CGNAT)'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:a00:1::', '6to4 of a private address'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe('isAddressLiteral', () => {
  it('tells addresses from names', () => {
    expect(isAddressLiteral('127.0.0.1')).toBe(true)
    expect(isAddressLiteral('[fe80::1]')).toBe(true)
    expect(isAddressLiteral('hooks.example.com')).toBe(false)
  })
})
