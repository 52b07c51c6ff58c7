/**
 * What an agency shows of its work, drawn in the site's style from CMS text: a sample connection
 * request with its follow-ups and a sample weekly report (every figure is text a marketer edits,
 * never part of a picture), and video posters that say what the video is and how long it runs.
 */
import { expect, test } from '@playwright/test'
import { adminToken, auth, expectAccessible, staffToken, uniqueSlug, untilHtml } from './helpers'

test('how it works shows a sample conversation and weekly report as readable text', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/how-it-works')
    const heading = page.getByRole('heading', { name: 'What your prospects see, and what you see' })
    await expect(heading).toBeVisible()

    const conversation = page.getByRole('region', { name: 'Sample conversation' })
    await expect(conversation.getByText('Priya Raman', { exact: true })).toBeVisible()
    await expect(conversation.getByText(/^Connection request/)).toBeVisible()
    await expect(conversation.getByText(/^Hi Priya, I saw Westbrook/)).toBeVisible()
    // The prospect's reply sits on the other side from the client's messages.
    const ours = await conversation.getByText(/^Thanks for connecting/).boundingBox()
    const theirs = await conversation.getByText(/^Hi Tom, yes please/).boundingBox()
    expect(theirs!.x).toBeLessThan(ours!.x)

    const report = page.getByRole('region', { name: 'Week 6 report: Calder Advisory' })
    const meetings = report.locator(
      'xpath=.//dt[normalize-space()="Meetings booked"]/following-sibling::dd[1]',
    )
    await expect(meetings).toHaveText('4+1 on last week')
    await expect(report.getByText(/twice the replies/)).toBeVisible()

    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  }
  await expectAccessible(page)
})

test('a marketer changes a sample figure and the page shows the new one', async ({
  page,
  request,
}) => {
  const token = await staffToken('marketer')
  const slug = uniqueSlug('samples')
  const block = {
    blockType: 'samples',
    heading: 'A week with us',
    prospectName: 'Dev Anand',
    prospectRole: 'Founder, Anand Analytics',
    connectionNote: 'Hi Dev, we both spoke at the Leeds data meet-up. Glad to connect.',
    reportTitle: 'Week 2 report',
    reportFigures: [{ label: 'Meetings booked', value: '150+' }],
  }
  const created = await request.post('/api/pages', {
    headers: auth(token),
    data: { title: 'Samples', slug, _status: 'published', layout: [block] },
  })
  expect(created.ok()).toBeTruthy()
  const id = (await created.json()).doc.id as number
  try {
    await untilHtml(request, `/${slug}`, (html) => html.includes('150+'))
    const edited = await request.patch(`/api/pages/${id}`, {
      headers: auth(token),
      data: {
        _status: 'published',
        layout: [{ ...block, reportFigures: [{ label: 'Meetings booked', value: '12' }] }],
      },
    })
    expect(edited.ok()).toBeTruthy()
    await untilHtml(request, `/${slug}`, (html) => !html.includes('150+'))
    await page.goto(`/${slug}`)
    await expect(
      page.getByRole('region', { name: 'Week 2 report' }).getByRole('definition'),
    ).toHaveText('12')

    // LinkedIn's limit on a connection note is kept in the editor too.
    const tooLong = await request.patch(`/api/pages/${id}`, {
      headers: auth(token),
      data: { _status: 'published', layout: [{ ...block, connectionNote: 'x'.repeat(301) }] },
    })
    expect(tooLong.status()).toBe(400)
    expect(JSON.stringify(await tooLong.json())).toContain('Connection request note')
  } finally {
    await request.delete(`/api/pages/${id}`, { headers: auth(await adminToken()) })
  }
})

test('video posters say what the video is and how long it runs', async ({ page }) => {
  await page.goto('/leadpilot-demo')
  const demo = page.locator('[data-video-facade="poster"]')
  await expect(demo).toContainText('Leadpilot product walkthrough')
  await expect(demo).toContainText('5:12')
  const play = page.getByRole('button', {
    name: 'Play video: Leadpilot product walkthrough (5 minutes 12 seconds)',
  })
  await expect(play).toBeEnabled()
  await play.click()
  await expect(page.locator('[data-video-facade="playing"] iframe')).toHaveAttribute(
    'title',
    'Leadpilot product walkthrough',
  )

  // A case study's video poster is its picture with the running time; its title is the card's.
  await page.goto('/case-studies')
  const studyPlay = page.getByRole('button', {
    name: /^Play video: .+ \(\d+ minutes? \d+ seconds?\)$/,
  })
  expect(await studyPlay.count()).toBeGreaterThan(0)
  await expect(
    page
      .locator('[data-video-facade="poster"]')
      .first()
      .getByText(/^\d+:\d{2}$/),
  ).toBeVisible()
})

test('a running time that is not minutes and seconds is refused with the reason', async ({
  request,
}) => {
  const token = await staffToken('marketer')
  const studies = await (
    await request.get('/api/case-studies?limit=1&where[videoUrl][exists]=true')
  ).json()
  const id = studies.docs[0].id as number
  const res = await request.patch(`/api/case-studies/${id}`, {
    headers: auth(token),
    data: { _status: 'published', videoDuration: 'five minutes' },
  })
  expect(res.status()).toBe(400)
  expect(JSON.stringify(await res.json())).toContain('minutes and seconds, such as 5:08')
})

test('on a phone, testimonials and four-card rows swipe sideways instead of stacking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  for (const name of ['Client testimonials', 'The four pillars of every campaign']) {
    const row = page.getByRole('list', { name })
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }))
    expect(scrollWidth, name).toBeGreaterThan(clientWidth * 2)
    // The keyboard scrolls it: focus the row, then the arrow key.
    await row.focus()
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => row.evaluate((el) => el.scrollLeft), { message: name })
      .toBeGreaterThan(0)
  }
  // The page itself never scrolls sideways, and it is far shorter than a column of every card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(14_000)

  // On a wide screen they are grids again: nothing to scroll.
  await page.setViewportSize({ width: 1280, height: 900 })
  const row = page.getByRole('list', { name: 'Client testimonials' })
  expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
})
