/**
 * Links in rich text may lead only where buttons may. A marketer cannot publish a text block
 * whose link runs a script, holds a data: page or leads to another site in disguise; a draft
 * holding one previews with the words but no link.
 */
import { expect, test } from '@playwright/test'
import { adminToken, auth, signIn, staffAccount, uniqueSlug } from './helpers'

const BAD = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example']

/** A page of one text block: a sentence, then one link per address. */
function contentPage(slug: string, links: Array<[text: string, url: string]>) {
  const children = links.flatMap(([text, url]) => [
    { type: 'text', text: ' then ', version: 1 },
    {
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url, newTab: false },
      children: [{ type: 'text', text, version: 1 }],
    },
  ])
  return {
    title: 'Rich text links',
    slug,
    layout: [
      {
        blockType: 'content',
        heading: 'Links in rich text',
        body: {
          root: {
            type: 'root',
            format: '',
            indent: 0,
            version: 1,
            direction: null,
            children: [
              {
                type: 'paragraph',
                version: 1,
                children: [{ type: 'text', text: 'Read on', version: 1 }, ...children],
              },
            ],
          },
        },
      },
    ],
  }
}

test('a rich-text link to a script, a data: page or //another-site is refused on publish and never drawn', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const slug = uniqueSlug('rich-links')
  const created = await request.post('/api/pages', {
    headers: auth(token),
    data: { ...contentPage(slug, [['our prices', '/pricing-overview']]), _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id

  const bad = BAD.map((url, i): [string, string] => [`bad link ${i}`, url])
  for (const link of bad) {
    const res = await request.patch(`/api/pages/${id}`, {
      headers: auth(token),
      data: { ...contentPage(slug, [link]), _status: 'published' },
    })
    expect(res.status(), link[1]).toBe(400)
    expect(await res.text(), link[1]).toContain('link node failed to validate')
  }

  // A draft is saved unchecked: its preview shows the words, not the links.
  const draft = await request.patch(`/api/pages/${id}?draft=true`, {
    headers: auth(token),
    data: contentPage(slug, [['our prices', '/pricing-overview'], ...bad]),
  })
  expect(draft.ok(), await draft.text()).toBeTruthy()
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/next/preview?path=/${slug}`)
  const text = page.locator('section', {
    has: page.getByRole('heading', { name: 'Links in rich text' }),
  })
  await expect(text).toContainText('bad link 2')
  for (const [words] of bad) await expect(text).toContainText(words)
  await expect(text.getByRole('link')).toHaveCount(1)
  await expect(text.getByRole('link', { name: 'our prices' })).toHaveAttribute(
    'href',
    '/pricing-overview',
  )
  await expect(page.locator('a[href^="data:"], a[href^="vbscript:"], a[href^="//"]')).toHaveCount(0)
})
