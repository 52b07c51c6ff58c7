import { describe, expect, it } from 'vitest'
import { isSafeHref } from '@/lib/links'

describe('isSafeHref', () => {
  it('accepts same-site paths, fragments, http(s), mailto and tel', () => {
    for (const href of [
      '/',
      '/risk-free-trial',
      '/onboarding?offer=october',
      '/contact#faq',
      '#commission',
      'https://calendly.com/leadpilot/strategy-call',
      'http://example.com/a?b=c',
      'mailto:support@leadpilot.example',
      'mailto:partners@leadpilot.example?subject=Partner',
      'tel:+442079460958',
    ])
      expect(isSafeHref(href), href).toBe(true)
  })

  it('refuses links that lead off the site in disguise, scripts, data and odd schemes', () => {
    for (const href of [
      '',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      ' /pricing',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'https://user:pass@evil.example',
      'https://leadpilot.example@evil.example/',
      'https://',
      'pricing-overview',
      'mailto:',
      'tel:call-me',
    ])
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false)
  })
})
