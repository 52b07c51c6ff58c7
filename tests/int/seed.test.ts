import { describe, expect, it } from 'vitest'
import { seed } from '@seed/index'
import { testPayload } from './payload'

describe('seed', () => {
  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const payload = await testPayload()
    const before = await payload.find({ collection: 'pages', limit: 1000, draft: true })
    const report = await seed(payload)
    const after = await payload.find({ collection: 'pages', limit: 1000, draft: true })
    expect(Object.values(report).every((created) => created === 0)).toBe(true)
    expect(after.totalDocs).toBe(before.totalDocs)
    expect(after.docs.map((p) => p.updatedAt).sort()).toEqual(
      before.docs.map((p) => p.updatedAt).sort(),
    )
  })

  it('seeds the site settings the layout needs', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.loginUrl).toBe('https://app.leadpilot.example/login')
    expect(settings.briefRecipients?.map((r) => r.email)).toEqual([
      'onboarding@leadpilot.example',
      'success@leadpilot.example',
    ])
  })
})
