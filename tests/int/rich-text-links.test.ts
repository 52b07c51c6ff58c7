/**
 * Links inside rich text follow the rule of every other link a marketer enters: a same-site path,
 * http(s), mailto: or tel:. A published save with any other is refused; a draft (which Payload
 * saves unchecked) may hold one, but the site never draws it as a link.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { RichText } from '@/components/ui/rich-text'
import type { Post } from '@/payload-types'
import { lexicalLink, lexicalParagraph } from '../support/lexical'
import { rest, staffToken, testPayload } from './payload'

const BAD = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example']

type Doc = { relationTo: string; value: number }

function bodyWithLink(
  url: string,
  type: 'link' | 'autolink' = 'link',
  text = 'Read more',
  doc?: Doc,
) {
  return lexicalParagraph('Before the link. ', lexicalLink({ url, text, type, doc }))
}

let token: string
let authorId: number
const uniq = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

const post = (body: unknown) => ({
  title: 'Links in rich text',
  slug: `rich-text-links-${uniq()}`,
  excerpt: 'A post whose body holds a link.',
  category: 'Sales',
  readTime: '3 min read',
  author: authorId,
  body,
  _status: 'published',
})

beforeAll(async () => {
  const payload = await testPayload()
  token = await staffToken('marketer')
  authorId = (await payload.find({ collection: 'authors', limit: 1 })).docs[0].id
})

describe('links in rich text', () => {
  it('a post is not published with a data:, vbscript: or //host link, typed or pasted', async () => {
    for (const type of ['link', 'autolink'] as const) {
      for (const url of BAD) {
        const res = await rest('POST', 'posts', { token, body: post(bodyWithLink(url, type)) })
        expect(res.status, `${type} ${url}`).toBe(400)
        expect(JSON.stringify(await res.json()), `${type} ${url}`).toMatch(
          /link node failed to validate: The following fields are invalid: url","path":"body"/,
        )
      }
    }
    for (const url of [
      '/pricing-overview#faq',
      'https://calendly.com/leadpilot',
      'tel:+442079460958',
    ]) {
      const res = await rest('POST', 'posts', { token, body: post(bodyWithLink(url)) })
      expect(res.status, url).toBe(201)
      await rest('DELETE', `posts/${(await res.json()).doc.id}`, { token })
    }
  })

  it('one stored in a draft cannot be published, and is shown as plain text', async () => {
    const payload = await testPayload()
    const saved = await rest('POST', 'posts?draft=true', {
      token,
      body: { ...post(bodyWithLink(BAD[0], 'link', 'Open me')), _status: 'draft' },
    })
    expect(saved.status).toBe(201)
    const { id } = (await saved.json()).doc as Post
    const publish = await rest('PATCH', `posts/${id}`, { token, body: { _status: 'published' } })
    expect(publish.status).toBe(400)

    const draft = await payload.findByID({ collection: 'posts', id, draft: true })
    expect(JSON.stringify(draft.body)).toContain('data:text/html')
    const html = renderToStaticMarkup(createElement(RichText, { data: draft.body }))
    expect(html).toContain('Before the link. Open me')
    expect(html).not.toContain('<a')
    await payload.delete({ collection: 'posts', id })
  })

  it('to a page: a URL stored with it is checked, and the site draws the page’s path', async () => {
    const payload = await testPayload()
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } }))
      .docs[0]
    const doc = { relationTo: 'pages', value: page.id }
    for (const type of ['link', 'autolink'] as const) {
      const res = await rest('POST', 'posts', {
        token,
        body: post(bodyWithLink('//evil.example', type, 'Home', doc)),
      })
      expect(res.status, type).toBe(400)
    }
    const saved = await rest('POST', 'posts', {
      token,
      body: post(bodyWithLink('', 'link', 'Home', doc)),
    })
    expect(saved.status).toBe(201)
    const { id } = (await saved.json()).doc as Post
    // Read as the site reads a post.
    const read = await payload.findByID({ collection: 'posts', id, depth: 1 })
    const html = renderToStaticMarkup(createElement(RichText, { data: read.body }))
    expect(html).toContain('<a href="/">Home</a>')
    await payload.delete({ collection: 'posts', id })
  })
})
