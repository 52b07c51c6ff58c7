import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/components/ui/rich-text'
import { lexicalLink, lexicalList, lexicalParagraph } from '../support/lexical'

type Link = Parameters<typeof lexicalLink>[0]

const render = (links: Link[]) =>
  // The stored JSON is looser than Lexical's serialised types.
  renderToStaticMarkup(
    createElement(RichText, {
      data: lexicalParagraph(...links.map((link) => lexicalLink(link))) as never,
    }),
  )

describe('links in rich text on the site', () => {
  it('are drawn where they may lead', () => {
    const html = render([
      { type: 'link', url: '/pricing-overview#faq', text: 'Our prices' },
      { type: 'link', url: 'https://calendly.com/leadpilot', text: 'Book a call' },
      { type: 'autolink', url: 'mailto:hello@leadpilot.example', text: 'Write to us' },
    ])
    expect(html).toContain('<a href="/pricing-overview#faq">Our prices</a>')
    expect(html).toContain('<a href="https://calendly.com/leadpilot">Book a call</a>')
    expect(html).toContain('<a href="mailto:hello@leadpilot.example">Write to us</a>')
  })

  it('already stored with a script, data or look-alike address: shown as text, never as a link', () => {
    const bad = [
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/phish',
      'javascript:alert(1)',
      '/\\evil.example',
      'https://leadpilot.example@evil.example/',
    ]
    for (const type of ['link', 'autolink'] as const) {
      const html = render(bad.map((url, i) => ({ type, url, text: `Bad ${i}` })))
      expect(html, type).not.toContain('<a')
      expect(html, type).not.toContain('href')
      for (const i of bad.keys()) expect(html, type).toContain(`Bad ${i}`)
    }
  })

  it('to a page or post: drawn by that document, never by a URL stored with it', () => {
    const page = { relationTo: 'pages', value: { id: 4, slug: 'pricing-overview' } }
    const html = render([
      { type: 'link', url: '//evil.example', text: 'Prices', doc: page },
      {
        type: 'link',
        url: '',
        text: 'Home',
        doc: { relationTo: 'pages', value: { slug: 'home' } },
      },
      {
        type: 'link',
        url: '',
        text: 'Post',
        doc: { relationTo: 'posts', value: { slug: 'cold' } },
      },
    ])
    expect(html).toContain('<a href="/pricing-overview">Prices</a>')
    expect(html).toContain('<a href="/">Home</a>')
    expect(html).toContain('<a href="/blog/cold">Post</a>')
    expect(html).not.toContain('evil')
  })

  it('to a document not loaded, or pasted as internal with another URL: shown as text', () => {
    const html = render([
      { type: 'link', url: '', text: 'Unloaded', doc: { relationTo: 'pages', value: 4 } },
      {
        type: 'autolink',
        url: '//evil.example',
        text: 'Pasted',
        doc: { relationTo: 'pages', value: 4 },
      },
    ])
    expect(html).not.toContain('<a')
    expect(html).toContain('Unloaded')
    expect(html).toContain('Pasted')
  })
})

describe('lists in rich text on the site', () => {
  const html = (listType: 'bullet' | 'number' | 'check') =>
    renderToStaticMarkup(
      createElement(RichText, { data: lexicalList(listType, ['Research', 'Reach out']) as never }),
    )

  it('give no item of a bulleted or check list a number, which <ul> does not allow', () => {
    for (const type of ['bullet', 'check'] as const) {
      expect(html(type), type).toContain('<ul')
      expect(html(type), type).not.toMatch(/<li[^>]* value=/)
    }
  })

  it('keep the numbers of a numbered list', () => {
    expect(html('number')).toMatch(
      /<ol[^>]*><li[^>]* value="1"[^>]*>Research<\/li><li[^>]* value="2"/,
    )
  })
})
