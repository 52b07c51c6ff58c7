import { describe, expect, it } from 'vitest'
import { isLinkedInProfileUrl } from '@/lib/linkedin'
import { groupLinks, holdsCurrentPage, isCurrentHref } from '@/lib/nav'
import { validateCompanyNumber, validateIcoNumber } from '@/lib/registration'

describe('the main navigation', () => {
  it('marks a link current on its own path, whatever the query, fragment or trailing slash', () => {
    expect(isCurrentHref('/pricing-overview', '/pricing-overview')).toBe(true)
    expect(isCurrentHref('/pricing-overview#plans', '/pricing-overview/')).toBe(true)
    expect(isCurrentHref('/', '/')).toBe(true)
    expect(isCurrentHref('/', '/blog')).toBe(false)
    expect(isCurrentHref('/blog', '/blog/sales-navigator')).toBe(false)
    expect(isCurrentHref('https://example.com/blog', '/blog')).toBe(false)
    expect(isCurrentHref(null, '/blog')).toBe(false)
  })

  it('knows which group holds the current page, and lists a group’s own address first', () => {
    const item = {
      label: 'Case Studies',
      href: '/case-studies',
      links: [{ label: 'Charities', href: '/non-profit-case-studies' }],
    }
    expect(holdsCurrentPage(item, '/non-profit-case-studies')).toBe(true)
    expect(holdsCurrentPage(item, '/about')).toBe(false)
    expect(groupLinks(item).map((link) => link.href)).toEqual([
      '/case-studies',
      '/non-profit-case-studies',
    ])
    expect(groupLinks({ ...item, href: null })).toEqual(item.links)
  })
})

describe('LinkedIn profile addresses', () => {
  it('accepts https profiles on linkedin.com', () => {
    for (const url of [
      'https://www.linkedin.com/in/nadia-farouk-leadpilot',
      'https://uk.linkedin.com/in/nadia-farouk/',
      'https://www.linkedin.com/company/leadpilot',
    ])
      expect(isLinkedInProfileUrl(url), url).toBe(true)
  })

  it('refuses other hosts, plain http, credentials and addresses that are not a profile', () => {
    for (const url of [
      'http://www.linkedin.com/in/someone',
      'https://linkedin.com.example.org/in/someone',
      'https://evil.example/www.linkedin.com/in/someone',
      'https://user@www.linkedin.com/in/someone',
      'https://www.linkedin.com/',
      'https://www.linkedin.com/feed/',
      'www.linkedin.com/in/someone',
      'javascript:alert(1)',
    ])
      expect(isLinkedInProfileUrl(url), url).toBe(false)
  })
})

describe('registration numbers', () => {
  it('takes Companies House and ICO numbers in their own forms, or nothing', () => {
    for (const value of ['13482719', 'SC123456', '', null])
      expect(validateCompanyNumber(value)).toBe(true)
    for (const value of ['1348271', '13482719A', 'sc123456', '13 48 27 19'])
      expect(validateCompanyNumber(value)).toMatch(/Companies House/)
    for (const value of ['ZB284615', 'Z1234567', '', undefined])
      expect(validateIcoNumber(value)).toBe(true)
    for (const value of ['ZB28461', 'A1234567', '12-34'])
      expect(validateIcoNumber(value)).toMatch(/ICO/)
  })
})
