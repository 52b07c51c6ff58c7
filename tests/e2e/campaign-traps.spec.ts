/**
 * Campaign pages without traps, as a marketer meets them in the admin: a page picker names each
 * page with its path, an ended offer says so in the pages list and on the page, a hero set to
 * "None" shows no picture even with an image attached, and a page's share card uses its hero's
 * image, previewed in the admin as a share shows it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { auth, signIn, staffAccount, staffToken, uniqueSlug } from './helpers'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function uploadImage(request: APIRequestContext, token: string, alt: string) {
  const res = await request.post('/api/media', {
    headers: auth(token),
    multipart: {
      file: { name: `${uniqueSlug('hero')}.png`, mimeType: 'image/png', buffer: PNG },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as { id: number; url: string }
}

async function publishPage(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: { _status: 'published', ...data },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc.id
}

test('a redirect’s page picker names each page with its path', async ({ page, request }) => {
  test.slow()
  const token = await staffToken('marketer')
  const slug = uniqueSlug('pricing-overview')
  const title = `Pricing ${uniqueSlug('t')}`
  await publishPage(request, token, {
    title,
    slug,
    layout: [{ blockType: 'hero', heading: 'Plans for every pipeline' }],
  })
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/redirects/create')
  const picker = page.locator('#field-to__reference')
  await picker.click()
  await page.keyboard.type(title)
  await expect(page.locator('.rs__option', { hasText: `${title} — /${slug}` })).toBeVisible()
})

test('an ended offer says so in the pages list and on the page, in London time', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await staffToken('marketer')
  const title = `Autumn offer ${uniqueSlug('o')}`
  // 18:00 in London on 3 November 2025 (GMT).
  const id = await publishPage(request, token, {
    title,
    slug: uniqueSlug('autumn-offer'),
    layout: [{ blockType: 'hero', heading: 'Half price setup, this autumn only' }],
    offer: {
      endsAt: '2025-11-03T18:00:00.000Z',
      afterEnd: 'message',
      endedHeading: 'Our autumn offer has closed',
    },
  })
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/pages?search=${encodeURIComponent(title)}`)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row).toContainText('Offer ended 3 Nov 2025, 18:00 (London time)')
  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.locator('.offer-state__field')).toHaveText(
    'Offer ended 3 Nov 2025, 18:00 (London time)',
  )
})

test('a hero set to “None” shows no picture, even with an image attached', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await staffToken('marketer')
  const image = await uploadImage(request, token, 'Dashboard of booked meetings')
  const slug = uniqueSlug('hero-none')
  const id = await publishPage(request, token, {
    title: 'Hero without a picture',
    slug,
    layout: [
      {
        blockType: 'hero',
        heading: 'Meetings, not messages',
        illustration: 'none',
        image: image.id,
      },
    ],
  })
  await page.goto(`/${slug}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meetings, not messages' }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Dashboard of booked meetings' })).toHaveCount(0)

  // With "An image of your own" chosen, the same image shows.
  const res = await request.patch(`/api/pages/${id}`, {
    headers: auth(token),
    data: {
      _status: 'published',
      layout: [
        {
          blockType: 'hero',
          heading: 'Meetings, not messages',
          illustration: 'image',
          image: image.id,
        },
      ],
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  await expect(async () => {
    await page.goto(`/${slug}`)
    await expect(page.getByRole('img', { name: 'Dashboard of booked meetings' })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 20_000 })
})

test('a page’s share card uses its hero’s image, and the admin previews it', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await staffToken('marketer')
  const image = await uploadImage(request, token, 'Our team at the whiteboard')
  const slug = uniqueSlug('share-hero')
  const id = await publishPage(request, token, {
    title: 'Shared with a picture',
    slug,
    meta: { description: 'How we fill a sales team’s calendar with qualified meetings.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Shared with a picture',
        illustration: 'image',
        image: image.id,
      },
    ],
  })
  const media = await (
    await request.get(`/api/media/${image.id}?depth=0`, { headers: auth(token) })
  ).json()
  const expected = new URL(media.sizes?.og?.url ?? media.url, 'http://x').pathname
  const html = await (await request.get(`/${slug}`)).text()
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(ogImage).toBeTruthy()
  expect(new URL(ogImage!).pathname).toBe(expected)

  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/pages/${id}`)
  const preview = page.getByRole('figure', { name: 'Share card preview' })
  await preview.scrollIntoViewIfNeeded()
  await expect(preview.getByRole('img')).toBeVisible()
  const src = await preview.getByRole('img').getAttribute('src')
  expect(new URL(src!, 'http://x').pathname).toBe(expected)
  await expect(preview).toContainText('Shared with a picture')
  await expect(preview).toContainText('How we fill a sales team’s calendar')
})

test('a page made with Create New is listed once the marketer types its title, not before', async ({
  page,
}) => {
  test.slow()
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/pages/create')
  // Autosave needs a document, so Create New makes one at once and opens it (the nightly
  // retention job removes one nobody saved: tests/int/untitled-pages.test.ts).
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+$/)
  const id = /\/pages\/(\d+)$/.exec(page.url())![1]
  const row = page.locator(`a[href$="/admin/collections/pages/${id}"]`).first()
  // Left as it opened, it is no page of anyone's: the list leaves it out.
  const other = await page.context().newPage()
  await other.goto('/admin/collections/pages?limit=100&sort=-createdAt')
  await expect(other.locator('table')).toBeVisible()
  await expect(other.locator(`a[href$="/admin/collections/pages/${id}"]`)).toHaveCount(0)
  await other.close()
  const title = `Webinar sign-up ${id}`
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/pages/${id}`) &&
      (r.request().postData() ?? '').includes(title),
  )
  await page.locator('#field-title').fill(title)
  expect((await autosaved).ok()).toBeTruthy()
  await page.goto('/admin/collections/pages?limit=100&sort=-createdAt')
  await expect(row).toBeVisible()
})
