import { describe, expect, it } from 'vitest'
import { datePresets, dateRange, visitOrigin } from '@/lib/conversion'
import { londonDay } from '@/lib/london'
import { isStaffBrowser, STAFF_BROWSER_COOKIE, staffBrowserCookie } from '@/lib/staff-browser'

describe('where visitors came from', () => {
  it('names a campaign first, then search engines and other sites by host, else direct', () => {
    expect(visitOrigin({ utmCampaign: 'spring', referrerHost: 'www.google.com' })).toBe(
      'Campaign: spring',
    )
    expect(visitOrigin({ utmSource: 'newsletter' })).toBe('Campaign source: newsletter')
    expect(visitOrigin({ referrerHost: 'www.google.co.uk' })).toBe('Search: google.co.uk')
    expect(visitOrigin({ referrerHost: 'duckduckgo.com' })).toBe('Search: duckduckgo.com')
    expect(visitOrigin({ referrerHost: 'search.brave.com' })).toBe('Search: search.brave.com')
    expect(visitOrigin({ referrerHost: 'uk.search.yahoo.com' })).toBe('Search: uk.search.yahoo.com')
    expect(visitOrigin({ referrerHost: 'www.linkedin.com' })).toBe('Referral: linkedin.com')
    // A host that merely contains an engine's name is another site.
    expect(visitOrigin({ referrerHost: 'notgoogle.com' })).toBe('Referral: notgoogle.com')
    expect(visitOrigin({})).toBe('Direct')
  })
})

describe('London days and presets', () => {
  it('counts a moment by its London day, in summer time and out of it', () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in London (BST).
    expect(londonDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15')
    // In winter London is on UTC.
    expect(londonDay(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-14')
    // The night the clocks go back (25 October 2026): 00:30 BST is 23:30 UTC the day before.
    expect(londonDay(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25')
  })

  it('offers this week from Monday, the last 7 and 30 days and this month, ending today', () => {
    // Wednesday 15 July 2026, 00:30 in London.
    const presets = datePresets(new Date('2026-07-14T23:30:00Z'))
    expect(presets).toEqual([
      { label: 'This week', range: { from: '2026-07-13', to: '2026-07-15' } },
      { label: 'Last 7 days', range: { from: '2026-07-09', to: '2026-07-15' } },
      { label: 'Last 30 days', range: { from: '2026-06-16', to: '2026-07-15' } },
      { label: 'This month', range: { from: '2026-07-01', to: '2026-07-15' } },
    ])
    // On a Monday the week is that day alone.
    expect(datePresets(new Date('2026-07-13T09:00:00Z'))[0]!.range).toEqual({
      from: '2026-07-13',
      to: '2026-07-13',
    })
  })

  it('ends the default range today in London', () => {
    expect(dateRange(undefined, undefined, new Date('2026-07-14T23:30:00Z')).to).toBe('2026-07-15')
  })
})

describe('staff browsers', () => {
  it('is a browser signed in to the admin, or marked as staff’s', () => {
    expect(isStaffBrowser('payload-token=abc')).toBe(true)
    expect(isStaffBrowser(`theme=dark; ${STAFF_BROWSER_COOKIE}=1`)).toBe(true)
    expect(isStaffBrowser('theme=dark')).toBe(false)
    expect(isStaffBrowser(null)).toBe(false)
    expect(staffBrowserCookie(true)).toMatch(
      /^leadpilot-staff=1; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/,
    )
  })
})
