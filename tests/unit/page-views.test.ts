import { describe, expect, it } from 'vitest'
import { conversionTable, dateRange, per100Views } from '@/lib/conversion'
import { isMissingPath, isPagePath } from '@/lib/paths'

describe('beacon paths', () => {
  it.each(['/', '/pricing-overview', '/blog/sales-navigator', '/blog/category/tools'])(
    'counts a view of %s',
    (path) => expect(isPagePath(path)).toBe(true),
  )
  it.each(['', 'pricing', '/admin', '/api/users', '/a/../b', '/Pricing', `/${'a'.repeat(250)}`])(
    'refuses a view of %j',
    (path) => expect(isPagePath(path)).toBe(false),
  )
  it('takes missing paths of any safe shape, outside the admin and the API', () => {
    expect(isMissingPath('/old-pricing.html')).toBe(true)
    expect(isMissingPath('/wp-login.php')).toBe(true)
    expect(isMissingPath('/admin/x')).toBe(false)
    expect(isMissingPath('/<script>')).toBe(false)
    expect(isMissingPath('//evil.example')).toBe(true)
  })
})

describe('conversion table', () => {
  it('gives counts per week, totals and shares, largest first, (none) for no value', () => {
    const table = conversionTable([
      { week: '2026-11-16', key: '/pricing-start-up', count: 1 },
      { week: '2026-11-23', key: '/pricing-start-up', count: 2 },
      { week: '2026-11-23', key: null, count: 1 },
    ])
    expect(table.weeks).toEqual(['2026-11-16', '2026-11-23'])
    expect(table.weekTotals).toEqual([1, 3])
    expect(table.total).toBe(4)
    expect(table.rows).toEqual([
      { key: '/pricing-start-up', byWeek: [1, 2], total: 3, share: 75 },
      { key: '(none)', byWeek: [0, 1], total: 1, share: 25 },
    ])
  })

  it('rates submissions per 100 views, with no rate without views', () => {
    expect(per100Views(3, 120)).toBe(2.5)
    expect(per100Views(1, 0)).toBeNull()
  })

  it('defaults to the last eight weeks and ignores dates that do not exist', () => {
    const today = new Date('2026-11-23T10:00:00Z')
    expect(dateRange(undefined, undefined, today)).toEqual({ from: '2026-09-29', to: '2026-11-23' })
    expect(dateRange('2026-02-30', '2026-11-01', today).from).toBe('2026-09-07')
    expect(dateRange('2026-11-20', '2026-11-01', today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
    })
  })
})
