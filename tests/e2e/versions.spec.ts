import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminToken, auth, signIn, staffAccount, uniqueSlug, untilHtml } from './helpers'

/*
 * Drafts and versions beyond pages and posts: a marketer edits an FAQ answer, a case study and
 * the site settings as drafts (the public site unchanged), publishes (the site changes), and
 * restores the earlier version (the site goes back). A version's compare screen opens against
 * the current version.
 */

async function publishPage(request: APIRequestContext, token: string, layout: unknown[]) {
  const slug = uniqueSlug('versions')
  const res = await request.post('/api/pages', {
    headers: auth(token),
    data: { title: 'Versions test', slug, layout, _status: 'published' },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return { id: (await res.json()).doc.id as number, path: `/${slug}` }
}

const html = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { headers: { 'cache-control': 'no-cache' } })).text()

/** Types into a field of a document open in the admin and waits for the draft to be autosaved. */
async function typeDraft(page: Page, api: string, field: string, value: string) {
  const autosaved = page.waitForResponse(
    (r) =>
      ['PATCH', 'POST'].includes(r.request().method()) &&
      r.url().includes(api) &&
      r.url().includes('draft=true') &&
      (r.request().postData() ?? '').includes(value) &&
      r.ok(),
  )
  await page.locator(field).fill(value)
  await autosaved
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
}

/**
 * From the document's versions list, opens the oldest version (the one first published): the
 * compare screen opens against the current version, and restoring it publishes it again.
 */
async function restoreOldest(page: Page, versionsUrl: string, original: string, edited: string) {
  await page.goto(versionsUrl)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThanOrEqual(2)
  // The newest version (the current one) heads the list; the first published is at the bottom.
  const current = await rows.first().locator('a').first().getAttribute('href')
  const currentId = current?.split('/').pop()?.split('?')[0]
  await rows
    .nth(count - 1)
    .locator('a')
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`versionFrom=${currentId}(&|$)`))
  // Compared with the current version: both the published edit and the original show.
  await expect(page.getByText(edited).first()).toBeVisible()
  await expect(page.getByText(original).first()).toBeVisible()
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/restored/i).first()).toBeVisible()
}

test('an FAQ answer: a draft stays off the site, publishing shows it, restoring brings the old one back', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const original = `We start sending within ten working days (${uniqueSlug('faq')}).`
  const edited = `We start sending within five working days (${uniqueSlug('faq')}).`
  const created = await request.post('/api/faq-items', {
    headers: auth(token),
    data: {
      question: `When do you start? ${uniqueSlug('q')}`,
      answer: original,
      _status: 'published',
    },
  })
  expect(created.ok()).toBeTruthy()
  const faq = (await created.json()).doc as { id: number }
  const live = await publishPage(request, token, [
    { blockType: 'faq', heading: 'Questions', items: [faq.id] },
  ])
  try {
    await untilHtml(request, live.path, (body) => body.includes(original))

    await signIn(page, await staffAccount('marketer'))
    await page.goto(`/admin/collections/faq-items/${faq.id}`)
    await typeDraft(page, `/api/faq-items/${faq.id}`, '#field-answer', edited)
    // The draft is saved; visitors and anonymous API callers still get the published answer.
    expect(await html(request, live.path)).toContain(original)
    const anonymous = await (await request.get(`/api/faq-items/${faq.id}?draft=true`)).json()
    expect(anonymous.answer).toBe(original)

    await publish(page)
    await untilHtml(request, live.path, (body) => body.includes(edited) && !body.includes(original))

    await restoreOldest(page, `/admin/collections/faq-items/${faq.id}/versions`, original, edited)
    await untilHtml(request, live.path, (body) => body.includes(original) && !body.includes(edited))
  } finally {
    await request.delete(`/api/pages/${live.id}`, { headers: auth(token) })
    await request.delete(`/api/faq-items/${faq.id}`, { headers: auth(token) })
  }
})

test('a case study: drafted, published and restored, with the case studies page following', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const original = `Recruitment firm books 22 calls ${uniqueSlug('cs')}`
  const edited = `Recruitment firm books 31 calls ${uniqueSlug('cs')}`
  const created = await request.post('/api/case-studies', {
    headers: auth(token),
    data: {
      title: original,
      kind: 'b2b',
      company: 'A 30-person recruitment firm in Leeds.',
      industry: 'Recruitment',
      duration: '4 months',
      challenge: 'Every new client came from the founder’s own network.',
      solution: 'Weekly outreach to operations directors at growing firms.',
      results: [{ text: '22 discovery calls booked' }],
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const study = (await created.json()).doc as { id: number }
  const live = await publishPage(request, token, [
    { blockType: 'caseStudies', heading: 'Client results', kind: 'b2b' },
  ])
  try {
    await untilHtml(request, live.path, (body) => body.includes(original))
    await signIn(page, await staffAccount('marketer'))
    await page.goto(`/admin/collections/case-studies/${study.id}`)
    await typeDraft(page, `/api/case-studies/${study.id}`, '#field-title', edited)
    expect(await html(request, live.path)).toContain(original)
    expect(await html(request, live.path)).not.toContain(edited)

    await publish(page)
    await untilHtml(request, live.path, (body) => body.includes(edited) && !body.includes(original))

    await restoreOldest(
      page,
      `/admin/collections/case-studies/${study.id}/versions`,
      original,
      edited,
    )
    await untilHtml(request, live.path, (body) => body.includes(original) && !body.includes(edited))
  } finally {
    await request.delete(`/api/pages/${live.id}`, { headers: auth(token) })
    await request.delete(`/api/case-studies/${study.id}`, { headers: auth(token) })
  }
})

test('the site settings: a draft tagline stays off the footer until published, and can be restored', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const before = await (
    await request.get('/api/globals/site-settings?depth=0', { headers: auth(token) })
  ).json()
  const original = `LinkedIn outreach that books meetings ${uniqueSlug('tag')}`
  const edited = `Meetings with the people you want to meet ${uniqueSlug('tag')}`
  const set = await request.post('/api/globals/site-settings', {
    headers: auth(token),
    data: { tagline: original, _status: 'published' },
  })
  expect(set.ok(), await set.text()).toBeTruthy()
  try {
    await untilHtml(request, '/', (body) => body.includes(original))
    await signIn(page, await staffAccount('marketer'))
    await page.goto('/admin/globals/site-settings')
    await typeDraft(page, '/api/globals/site-settings', '#field-tagline', edited)
    expect(await html(request, '/')).toContain(original)
    const anonymous = await (await request.get('/api/globals/site-settings?draft=true')).json()
    expect(anonymous.tagline).toBe(original)

    await publish(page)
    await untilHtml(request, '/', (body) => body.includes(edited) && !body.includes(original))

    // The version the test published first is the oldest of this run's: open it from the list.
    await page.goto('/admin/globals/site-settings/versions')
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    const current = await rows.first().locator('a').first().getAttribute('href')
    const currentId = current?.split('/').pop()?.split('?')[0]
    const versions = await (
      await request.get(
        `/api/globals/site-settings/versions?where[version.tagline][equals]=${encodeURIComponent(original)}&sort=-updatedAt&limit=1`,
        { headers: auth(token) },
      )
    ).json()
    const first = versions.docs[0].id as number
    await page.goto(`/admin/globals/site-settings/versions/${first}`)
    await expect(page).toHaveURL(new RegExp(`versionFrom=${currentId}(&|$)`))
    await expect(page.getByText(edited).first()).toBeVisible()
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText(/restored/i).first()).toBeVisible()
    await untilHtml(request, '/', (body) => body.includes(original) && !body.includes(edited))
  } finally {
    await request.post('/api/globals/site-settings', {
      headers: auth(token),
      data: { tagline: before.tagline ?? null, _status: 'published' },
    })
  }
})

test('live preview: a new team member, drafted with Create New, shows on /about in the preview pane and nowhere else', async ({
  page,
  request,
}) => {
  test.slow()
  const token = await adminToken()
  const name = `Priya Raman ${uniqueSlug('tm')}`
  const role = `Head of Research ${uniqueSlug('role')}`
  await signIn(page, await staffAccount('marketer'))
  await page.goto('/admin/collections/team-members/create')
  await expect(page).toHaveURL(/\/admin\/collections\/team-members\/\d+$/)
  const id = /\/team-members\/(\d+)$/.exec(page.url())![1]
  try {
    await typeDraft(page, `/api/team-members/${id}`, '#field-name', name)
    await typeDraft(page, `/api/team-members/${id}`, '#field-role', role)

    // The pane opens the page that shows the team, with the drafts in place.
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const pane = page.frameLocator('iframe').first()
    await expect(pane.getByText(name)).toBeVisible({ timeout: 30_000 })
    await expect(pane.getByText(role)).toBeVisible()
    await expect(pane.getByRole('heading', { name: 'Meet the team' })).toBeVisible()

    // Each autosave refreshes the pane.
    const renamed = `${role} and Insight`
    await typeDraft(page, `/api/team-members/${id}`, '#field-role', renamed)
    await expect(pane.getByText(renamed)).toBeVisible({ timeout: 30_000 })

    // Visitors see the published team only.
    const about = await html(request, '/about')
    expect(about).toContain('Meet the team')
    expect(about).not.toContain(name)
  } finally {
    await request.delete(`/api/team-members/${id}`, { headers: auth(token) })
  }
})
