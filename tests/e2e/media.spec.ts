/**
 * Uploads on the site: served at the sizes Payload makes of them (a srcset), pictures of extreme
 * size refused at upload, and a file whose upload was deleted answers 404.
 */
import { expect, test, type Locator } from '@playwright/test'
import sharp from 'sharp'
import { adminToken, auth, signIn, staffAccount, staffToken, uniqueSlug } from './helpers'

test('a photo a marketer uploads is served at Payload’s sizes; once deleted its URL answers 404', async ({
  page,
  request,
}) => {
  test.slow()
  const png = await sharp({
    create: { width: 1600, height: 1600, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer()
  const name = `${uniqueSlug('portrait')}.png`
  const alt = `Portrait ${name}`

  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: png,
  })
  await page.locator('#field-alt').fill(alt)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+$/)
  const mediaId = /\/media\/(\d+)$/.exec(page.url())![1]

  // On a team member's card on the About page.
  const token = await adminToken()
  const members = await (await request.get('/api/team-members?limit=1&depth=0')).json()
  const member = members.docs[0]
  const set = await request.patch(`/api/team-members/${member.id}`, {
    headers: auth(token),
    data: { photo: Number(mediaId) },
  })
  expect(set.ok()).toBeTruthy()
  try {
    const img = page.getByRole('img', { name: alt })
    await expect(async () => {
      await page.goto('/about')
      await expect(img).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    // WebP sizes on the image, and AVIF ones in the <source> before it, for browsers that read them.
    const setOf = async (srcset: string | null) =>
      (srcset ?? '').split(', ').map((entry) => entry.split(' '))
    const entries = await setOf(await img.getAttribute('srcset'))
    const avif = await setOf(
      await img.evaluate(
        (el) => el.parentElement?.querySelector('source')?.getAttribute('srcset') ?? null,
      ),
    )
    expect(entries.map(([, width]) => width)).toEqual(['400w', '768w', '1600w'])
    expect(avif.map(([, width]) => width)).toEqual(['400w', '768w', '1600w'])
    expect(await img.getAttribute('sizes')).toBe('96px')
    // The browser fetched a size made for it, not the original.
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : '')))
      .toMatch(/-400x400\.avif$/)
    for (const [url] of [...entries, ...avif]) {
      const file = await request.get(url)
      expect(file.status(), url).toBe(200)
    }
    expect((await request.get(entries[0][0])).headers()['content-type']).toBe('image/webp')
    expect((await request.get(avif[0][0])).headers()['content-type']).toBe('image/avif')

    // Deleted in the admin: the file's URL is a 404, not a server error.
    await request.patch(`/api/team-members/${member.id}`, {
      headers: auth(token),
      data: { photo: member.photo ?? null },
    })
    await page.goto(`/admin/collections/media/${mediaId}`)
    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/media(\?.*)?$/)
    for (const [url] of entries) {
      const gone = await request.get(url)
      expect(gone.status(), url).toBe(404)
    }
    expect((await request.get(`/api/media/file/${uniqueSlug('never')}.png`)).status()).toBe(404)
  } finally {
    await request.patch(`/api/team-members/${member.id}`, {
      headers: auth(token),
      data: { photo: member.photo ?? null },
    })
  }
})

/** Scrolls each image into view (they load lazily) and waits until it has drawn. */
async function expectDrawn(images: Locator) {
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
  }
}

test('the site’s own imagery: client logos, team portraits, case-study pictures, video posters and article covers', async ({
  page,
}) => {
  // Four pages whose pictures are each converted to AVIF or WebP on their first request.
  test.slow()
  await page.goto('/')
  const strip = page.locator('section', { has: page.getByRole('heading', { name: /^Trusted by/ }) })
  await expect(strip.getByRole('img')).toHaveCount(6)
  await expect(strip.getByRole('img', { name: 'Kestrel Freight' })).toBeVisible()
  await expectDrawn(strip.getByRole('img'))

  await page.goto('/about')
  const portraits = page.getByRole('img', { name: /^Illustrated portrait of / })
  await expect(portraits).toHaveCount(3)
  await expectDrawn(portraits)

  await page.goto('/case-studies')
  // A business study shows its picture, or its video behind a poster of the same design.
  const posters = page.locator('[data-video-facade="poster"] img')
  expect(await posters.count()).toBeGreaterThan(0)
  await expect(page.locator('[data-video-facade="poster"]:not(:has(img))')).toHaveCount(0)
  await expectDrawn(posters)
  await expectDrawn(page.getByRole('img', { name: /case study:/ }))

  await page.goto('/blog')
  const covers = page.locator('main article img')
  expect(await covers.count()).toBeGreaterThan(0)
  await expectDrawn(covers)
})

test('a picture of extreme size is refused at upload with the reason, over REST and in the admin, and nothing is stored', async ({
  page,
  request,
}) => {
  test.slow()
  // 100,000 × 100 pixels in about 130 KB: Payload's share crop made 630,000 × 630 of it.
  const strip = await sharp({
    create: { width: 100_000, height: 100, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer()
  const alt = `Strip ${uniqueSlug('strip')}`
  const reason =
    'The image is 100,000 × 100 pixels; neither side may be over 12,000 pixels. Scale or crop it and upload it again.'
  const token = await staffToken('marketer')
  const started = Date.now()
  const res = await request.post('/api/media', {
    headers: auth(token),
    multipart: {
      file: { name: 'strip.png', mimeType: 'image/png', buffer: strip },
      _payload: JSON.stringify({ alt }),
    },
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).errors[0].message).toBe(reason)
  expect(Date.now() - started).toBeLessThan(2000)

  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'strip.png',
    mimeType: 'image/png',
    buffer: strip,
  })
  await page.locator('#field-alt').fill(alt)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(reason).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)

  const stored = await request.get(
    `/api/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`,
    { headers: auth(token) },
  )
  expect((await stored.json()).totalDocs).toBe(0)
})
