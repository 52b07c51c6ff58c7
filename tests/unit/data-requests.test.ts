import { describe, expect, it } from 'vitest'
import {
  dueState,
  looksLikeEmail,
  maskEmail,
  normaliseEmail,
  requestDue,
} from '@/lib/data-requests'

describe('data request rules', () => {
  it('is due one calendar month after receipt, on the month’s last day when it is shorter', () => {
    expect(requestDue(new Date('2026-03-14T09:30:00Z')).toISOString()).toBe(
      '2026-04-14T09:30:00.000Z',
    )
    expect(requestDue(new Date('2026-01-31T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(requestDue(new Date('2028-01-31T12:00:00Z')).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
    expect(requestDue(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    )
  })

  it('says whether an open request is overdue, due within a week or later', () => {
    const now = new Date('2026-06-10T12:00:00Z')
    expect(dueState(new Date('2026-06-10T11:59:00Z'), now)).toBe('overdue')
    expect(dueState(new Date('2026-06-10T12:00:00Z'), now)).toBe('soon')
    expect(dueState(new Date('2026-06-17T12:00:00Z'), now)).toBe('soon')
    expect(dueState(new Date('2026-06-17T12:01:00Z'), now)).toBe('later')
  })

  it('compares addresses trimmed and in lower case', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com')
  })

  it('takes an address with one @, no spaces and a dotted domain, up to 254 characters', () => {
    expect(looksLikeEmail('ann@example.com')).toBe(true)
    for (const bad of [
      '',
      'ann',
      '@example.com',
      'ann@',
      'a@b@c.com',
      'ann @x.com',
      'ann@x',
      'ann@.com',
      'ann@x.',
    ]) {
      expect(looksLikeEmail(bad), bad).toBe(false)
    }
    expect(looksLikeEmail(`${'a'.repeat(243)}@example.com`)).toBe(false)
    expect(looksLikeEmail('@'.repeat(100_000))).toBe(false)
  })

  it('masks an erased address to its first letter and top-level domain', () => {
    expect(maskEmail('Ann.Lee@mail.example.co.uk')).toBe('a•••@•••.uk')
    expect(maskEmail('x@localhost')).toBe('x•••@•••')
    expect(maskEmail('')).toBe('?•••@•••')
  })
})
