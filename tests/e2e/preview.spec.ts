import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, auth, staffAccount, signIn, uniqueSlug } from './helpers'

async function createPage(
  request: APIRequestContext,
  token: string,
  data: { title: string; slug: string; heading: string; status: 'draft' | 'published' },
): Promise<number> {
  const res = await request.post(`/api/pages${data.status === 'draft' ? '?draft=true' : ''}`, {
    headers: auth(token),
    data: {
      title: data.title,
      slug: data.slug,
      layout: [{ blockType: 'hero', heading: data.heading }],
      _status: data.status,
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()).doc.id
}

/** Opens what the admin's Preview button points at, in the marketer's own browser. */
async function openPreview(page: Page) {
  const href = await page.getByRole('link', { name: 'Preview', exact: true }).getAttribute('href')
  expect(href).toBeTruthy()
  await page.goto(href!)
}

test('a link still being added to a block does not break the preview; the draft shows with a banner and "Exit preview" returns to the published page', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const slug = uniqueSlug('summer-offer')
  const id = await createPage(request, token, {
    title: 'Summer offer',
    slug,
    heading: 'Summer offer: published heading',
    status: 'published',
  })
  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/pages/${id}`)
  const draftHeading = 'Summer offer: draft heading'
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/pages/${id}`) &&
      /"links":\[\{/.test(r.request().postData() ?? ''),
  )
  await page.locator('#field-layout__0__heading').fill(draftHeading)
  // "Add Link" leaves an empty link in the draft (no label, no address yet).
  await page.getByRole('button', { name: 'Add Link' }).first().click()
  await autosaved

  await openPreview(page)
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: draftHeading })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Preview' })
  await expect(banner).toContainText('you are seeing drafts')

  await banner.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Summer offer: published heading' }),
  ).toBeVisible()
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
})

test('a page without an address previews as a note saying so, never as the home page', async ({
  page,
}) => {
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/pages/create')
  await expect(page.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute(
    'href',
    /missing=slug/,
  )
  await openPreview(page)
  await expect(page.getByRole('heading', { name: 'This page has no address yet' })).toBeVisible()
})

test('a slug held by an abandoned draft: the preview shows the page being edited, and publishing names the other page', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const taken = uniqueSlug('webinar')
  await createPage(request, token, {
    title: 'Old webinar',
    slug: taken,
    heading: 'Old webinar heading',
    status: 'draft',
  })
  const id = await createPage(request, token, {
    title: 'Webinar',
    slug: uniqueSlug('webinar-new'),
    heading: 'New webinar heading',
    status: 'published',
  })

  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/admin/collections/pages/${id}`)
  const autosaved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PATCH' &&
      r.url().includes(`/api/pages/${id}`) &&
      (r.request().postData() ?? '').includes(taken),
  )
  await page.locator('#field-slug').fill(taken)
  await autosaved
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    page
      .getByText(
        `"${taken}" is already the address of the page "Old webinar" (a draft that was never published)`,
      )
      .first(),
  ).toBeVisible()

  await openPreview(page)
  await expect(page.getByRole('heading', { level: 1, name: 'New webinar heading' })).toBeVisible()
})

test('the draft-mode cookie alone shows no draft: not copied to another browser, not after signing out', async ({
  page,
  context,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const slug = uniqueSlug('bypass')
  const id = await createPage(request, token, {
    title: 'Bypass check',
    slug,
    heading: 'Bypass check: published heading',
    status: 'published',
  })
  const draft = await request.patch(`/api/pages/${id}?draft=true`, {
    headers: auth(token),
    data: { layout: [{ blockType: 'hero', heading: 'Bypass check: draft heading' }] },
  })
  expect(draft.ok(), await draft.text()).toBeTruthy()

  await signIn(page, await staffAccount('marketer'))
  await page.goto(`/next/preview?path=/${slug}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Bypass check: draft heading')
  const cookies = await context.cookies()
  const bypass = cookies.find((c) => c.name === '__prerender_bypass')
  const session = cookies.find((c) => c.name === 'payload-token')
  expect(bypass && session).toBeTruthy()

  // The draft-mode cookie copied into another browser, without the editor's session.
  const copied = await request.get(`/${slug}`, {
    headers: { Cookie: `${bypass!.name}=${bypass!.value}` },
  })
  expect(await copied.text()).not.toContain('Bypass check: draft heading')

  // Signed out: the editor's own browser keeps the cookie but sees the published page, and the
  // old session token is no key any more either.
  const out = await page.evaluate(
    async () => (await fetch('/api/users/logout', { method: 'POST' })).status,
  )
  expect(out).toBe(200)
  await page.goto(`/${slug}`)
  await expect(heading).toHaveText('Bypass check: published heading')
  const replayed = await request.get(`/${slug}`, {
    headers: {
      Cookie: `${bypass!.name}=${bypass!.value}; ${session!.name}=${session!.value}`,
      'Sec-Fetch-Site': 'same-origin',
    },
  })
  const html = await replayed.text()
  expect(html).toContain('Bypass check: published heading')
  expect(html).not.toContain('Bypass check: draft heading')
})
