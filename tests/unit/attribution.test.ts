import { describe, expect, it } from 'vitest'
import { cleanAttribution } from '@/lib/onboarding/attribution'
import { firstPageAttribution } from '@/lib/visit'

describe('first page of a visit', () => {
  it('records the landing path, another site’s host and the UTM parameters', () => {
    const url = new URL(
      'https://www.leadpilot.example/pricing-start-up?utm_source=newsletter&utm_campaign=autumn&utm_term=&offer=october',
    )
    expect(firstPageAttribution(url, 'https://news.example.org/issue-12')).toEqual({
      landingPage: '/pricing-start-up',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmCampaign: 'autumn',
    })
  })

  it('does not count our own site or a missing referrer as a referring site', () => {
    const url = new URL('https://www.leadpilot.example/')
    expect(firstPageAttribution(url, 'https://www.leadpilot.example/blog')).toEqual({
      landingPage: '/',
    })
    expect(firstPageAttribution(url, '')).toEqual({ landingPage: '/' })
  })
})

describe('cleanAttribution', () => {
  it('keeps what the server accepts and drops tampered values', () => {
    expect(
      cleanAttribution({
        landingPage: '/pricing-overview',
        utmSource: ' newsletter ',
        utmMedium: 'x'.repeat(151),
        currency: 'JPY',
        plan: 'pro',
        pricingPage: 'javascript:alert(1)',
      }),
    ).toEqual({ landingPage: '/pricing-overview', utmSource: 'newsletter', plan: 'pro' })
  })

  it('sends nothing when nothing was recorded', () => {
    expect(cleanAttribution(null)).toBeUndefined()
    expect(cleanAttribution({ currency: 'JPY' })).toBeUndefined()
  })
})
