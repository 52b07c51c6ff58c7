import { describe, expect, it } from 'vitest'
import { CAMPAIGN_MAX, landingBeacon, parseBeacon } from '@/lib/beacon'
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

describe('beacon body', () => {
  it('takes a plain path as a later page’s view', () => {
    expect(parseBeacon(' /pricing-overview\n')).toEqual({
      ok: true,
      beacon: { path: '/pricing-overview', landing: false },
    })
  })

  it('marks a visit’s first page with its campaign, trimmed, or none', () => {
    expect(parseBeacon(landingBeacon('/pricing', ' spring '))).toEqual({
      ok: true,
      beacon: { path: '/pricing', landing: true, campaign: 'spring' },
    })
    expect(landingBeacon('/pricing', undefined)).toBe('{"path":"/pricing","landing":true}')
    expect(parseBeacon('{"path":"/pricing","landing":true}')).toEqual({
      ok: true,
      beacon: { path: '/pricing', landing: true, campaign: '' },
    })
    expect(parseBeacon('{"path":"/pricing","landing":false}')).toEqual({
      ok: true,
      beacon: { path: '/pricing', landing: false },
    })
  })

  it('refuses bad JSON, wrong types and over-long campaigns with a clear message', () => {
    const refused = (body: string) => {
      const parsed = parseBeacon(body)
      return parsed.ok ? null : parsed.message
    }
    expect(refused('{"path":')).toMatch(/not valid JSON/)
    expect(refused('{"path":7,"landing":true}')).toMatch(/path must be text/)
    expect(refused('{"path":"/x","landing":"yes"}')).toMatch(/landing mark must be true or false/)
    expect(refused('{"path":"/x","landing":true,"campaign":1}')).toMatch(/campaign must be text/)
    expect(refused('{"path":"/x","campaign":"spring"}')).toMatch(/first page of a visit only/)
    expect(refused('{"path":"/x","landing":true,"visitor":"me"}')).toMatch(/only path, landing/)
    expect(refused('{"path":"/x","landing":true,"campaign":"a\\u0000b"}')).toMatch(/control/)
    const campaign = (length: number) =>
      JSON.stringify({ path: '/x', landing: true, campaign: 'c'.repeat(length) })
    expect(refused(campaign(CAMPAIGN_MAX))).toBeNull()
    expect(refused(campaign(CAMPAIGN_MAX + 1))).toMatch(/at most 150 characters/)
    expect(refused('{} ')).toMatch(/path must be text/)
    // Not an object: read as a path, which the route then refuses as no page's.
    expect(parseBeacon('[1]')).toEqual({ ok: true, beacon: { path: '[1]', landing: false } })
  })

  it('sends a campaign a submission would keep, and fits the largest in 690 bytes', () => {
    const spring = parseBeacon(landingBeacon('/x', ' spring '))
    expect(spring.ok && spring.beacon.landing && spring.beacon.campaign).toBe('spring')
    // A campaign a submission would drop (too long, control characters) is left out here too.
    for (const campaign of ['€'.repeat(CAMPAIGN_MAX + 1), 'spring\nsale', '', undefined]) {
      expect(JSON.parse(landingBeacon('/x', campaign))).toEqual({ path: '/x', landing: true })
    }
    const largest = landingBeacon(`/${'a'.repeat(199)}`, '€'.repeat(CAMPAIGN_MAX))
    expect(Buffer.byteLength(largest)).toBe(690)
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
