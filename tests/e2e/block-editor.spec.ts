import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { adminToken, auth, staffAccount, signIn, uniqueSlug } from './helpers'

/** How many block types there are: each has its folder with a config.ts under blocks/. */
const BLOCK_TYPES = fs
  .readdirSync('blocks', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`blocks/${entry.name}/config.ts`)).length

test('the page editor names each block after its content, shows each block type its own picture and speaks plain English', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const { docs } = await (
    await request.get('/api/pages?where[slug][equals]=home&depth=0', { headers: auth(token) })
  ).json()
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/pages/${docs[0].id}`)

  // The four Cards blocks of the home page, told apart by their headings.
  for (const heading of [
    'The four pillars of every campaign',
    'Why clients choose Leadpilot',
    'Five steps from profile to pipeline',
    'Your first 30 days',
  ]) {
    await expect(page.locator('.block-label', { hasText: heading })).toBeVisible()
  }
  await expect(page.getByText('Untitled', { exact: true })).toHaveCount(0)

  // Every block type has a picture of its own in the block picker.
  await page.getByRole('button', { name: 'Add Layout' }).last().click()
  const pictures = page.locator('img[src^="/blocks/"]')
  await expect(pictures).toHaveCount(BLOCK_TYPES)
  const sources = await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
  expect(new Set(sources).size).toBe(BLOCK_TYPES)
  const loaded = await pictures.evaluateAll((imgs) =>
    imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0),
  )
  expect(loaded).toBe(true)
  await page.keyboard.press('Escape')

  // Plain labels and help, not field names.
  const books = await (
    await request.get('/api/price-books?limit=1&depth=0', { headers: auth(token) })
  ).json()
  const created = await request.post('/api/pages?draft=true', {
    headers: auth(token),
    data: {
      title: 'Labels',
      slug: uniqueSlug('labels'),
      _status: 'draft',
      layout: [{ blockType: 'pricingSection', heading: 'Plans', priceBook: books.docs[0].id }],
    },
  })
  expect(created.ok()).toBeTruthy()
  await page.goto(`/admin/collections/pages/${(await created.json()).doc.id}`)
  await expect(page.getByText('Plan buttons go to').first()).toBeVisible()
  await expect(page.getByText('Section link name').first()).toBeVisible()
  await expect(page.getByText('Plan Button Href')).toHaveCount(0)
  await expect(page.getByText('Anchor', { exact: true })).toHaveCount(0)
})

test('a hero and a card can hold an image, and a FAQ block shows only the questions it picks', async ({
  page,
  request,
}) => {
  const token = await adminToken()
  const media = (
    await (await request.get('/api/media?limit=1&depth=0', { headers: auth(token) })).json()
  ).docs[0]
  expect(media, 'the seed uploads at least one image').toBeTruthy()
  const faqs = (await (await request.get('/api/faq-items?limit=3&depth=0&sort=_order')).json())
    .docs as Array<{ id: number; question: string }>
  const slug = uniqueSlug('pictures')
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: {
      title: 'Pictures',
      slug,
      _status: 'published',
      layout: [
        {
          blockType: 'hero',
          heading: 'A hero with a picture',
          illustration: 'image',
          image: media.id,
        },
        {
          blockType: 'cards',
          heading: 'Cards with pictures',
          items: [{ title: 'First card', image: media.id }],
        },
        { blockType: 'faq', heading: 'Two questions', items: [faqs[2].id, faqs[0].id] },
      ],
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()

  await page.goto(`/${slug}`)
  const pictures = page.locator(`img[alt="${media.alt}"]`)
  await expect(pictures).toHaveCount(2)
  // Drawn from the sizes Payload made of the upload, each with its width.
  await expect(pictures.first()).toHaveAttribute('srcset', /\.webp\S* \d+w/)
  const questions = page.locator('#faq summary')
  await expect(questions).toHaveText([faqs[2].question, faqs[0].question])

  // In the admin, the FAQ block offers the choice by name.
  await signIn(page, await staffAccount('marketer'))
  const { docs } = await (
    await request.get(`/api/pages?where[slug][equals]=${slug}&depth=0`, { headers: auth(token) })
  ).json()
  await page.goto(`/admin/collections/pages/${docs[0].id}`)
  await expect(page.getByText('Questions to show').first()).toBeAttached()
  await expect(page.getByText('Image (optional)').first()).toBeAttached()
})
