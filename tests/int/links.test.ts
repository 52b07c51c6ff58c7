/**
 * Links a marketer enters are checked when they are saved: button and hero links, navigation,
 * the redirect screen, plan buttons and the redirects' custom URL accept only same-site paths,
 * http(s), mailto: and tel:, and refuse the rest with a clear message on that field.
 */
import { describe, expect, it } from 'vitest'
import { rest, staffToken, testPayload } from './payload'

const BAD = ['//evil.example/phish', '/\\evil.example', 'data:text/html,<script>alert(1)</script>']

type Layout = Array<{ blockType: string; links?: Array<{ href: string }> | null }>

describe('links entered in the admin', () => {
  it('a hero button link must stay on the site or be http(s), mailto or tel', async () => {
    const payload = await testPayload()
    const token = await staffToken('marketer')
    const home = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } }))
      .docs[0]
    const layout = structuredClone(home.layout) as unknown as Layout
    const hero = layout.findIndex((block) => block.links?.length)
    expect(hero).toBeGreaterThanOrEqual(0)
    for (const href of BAD) {
      layout[hero].links![0].href = href
      const res = await rest('PATCH', `pages/${home.id}`, { token, body: { layout } })
      expect(res.status, href).toBe(400)
      const body = JSON.stringify(await res.json())
      expect(body, href).toMatch(/path on this site/)
      expect(body, href).toContain(`layout.${hero}.links.0.href`)
    }
    layout[hero].links![0].href = 'https://calendly.com/leadpilot/strategy-call'
    expect((await rest('PATCH', `pages/${home.id}`, { token, body: { layout } })).status).toBe(200)
    layout[hero].links![0].href = (home.layout as unknown as Layout)[hero].links![0].href
    expect((await rest('PATCH', `pages/${home.id}`, { token, body: { layout } })).status).toBe(200)
    // Five saves of the largest page: slow on a busy machine.
  }, 120_000)

  it('navigation links in the site settings are checked the same way', async () => {
    const token = await staffToken('marketer')
    for (const href of BAD) {
      const res = await rest('POST', 'globals/site-settings', {
        token,
        body: { headerCta: { label: 'Start', href } },
      })
      expect(res.status, href).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('headerCta.href')
    }
  })

  it("a redirect's custom URL may not point anywhere", async () => {
    const token = await staffToken('marketer')
    const redirect = (url: string) => ({
      from: `/links-test-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      to: { type: 'custom', url },
      type: '301',
    })
    for (const url of BAD) {
      const res = await rest('POST', 'redirects', { token, body: redirect(url) })
      expect(res.status, url).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('to.url')
    }
    const ok = await rest('POST', 'redirects', { token, body: redirect('/pricing-overview') })
    expect(ok.status).toBe(201)
    await rest('DELETE', `redirects/${(await ok.json()).doc.id}`, { token })
  })
})
