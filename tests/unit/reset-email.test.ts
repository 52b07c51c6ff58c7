import { afterEach, describe, expect, it } from 'vitest'
import { resetEmailHtml, resetEmailSubject, resetLink } from '@collections/Users/reset-email'

const saved = process.env.SITE_URL
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = saved
})

describe('the password reset e-mail', () => {
  it('links to the reset page on the public address, whatever address the request came to', () => {
    process.env.SITE_URL = 'https://www.leadpilot.example/'
    expect(resetLink('0a1b2c')).toBe('https://www.leadpilot.example/admin/reset/0a1b2c')
    const html = resetEmailHtml({ token: '0a1b2c' })
    expect(html).toContain(
      '<a href="https://www.leadpilot.example/admin/reset/0a1b2c">https://www.leadpilot.example/admin/reset/0a1b2c</a>',
    )
    expect(html).toContain('The link works for one hour.')
    expect(resetEmailSubject()).toBe('Reset your Leadpilot admin password')
  })

  it('a token cannot break out of the link', () => {
    process.env.SITE_URL = 'https://www.leadpilot.example'
    const html = resetEmailHtml({ token: '"><script>x</script>' })
    expect(html).not.toContain('<script>')
    expect(html).toContain('/admin/reset/%22%3E%3Cscript%3Ex%3C%2Fscript%3E')
  })
})
