import fs from 'node:fs'
import { expect, test, type Page, type Request } from '@playwright/test'
import { embedUrl } from '../../src/lib/video-id'
import type { StudyCopy } from '../../seed/case-studies'
import { adminToken, auth, expectAccessible, untilHtml, uniqueSlug } from './helpers'

const readCopy = (file: string): StudyCopy[] =>
  JSON.parse(fs.readFileSync(`seed/content/${file}`, 'utf8')) as StudyCopy[]
const b2bCopy = readCopy('case-studies.json')
const charityCopy = readCopy('charity-case-studies.json')

type ApiStudy = {
  id: number
  slug: string
  title: string
  videoUrl?: string | null
  image?: unknown
}

// One test edits a seeded study; the others read the same cards, so the file runs in order.
test.describe.configure({ mode: 'serial' })

const cards = (page: Page) => page.locator('[data-case-study-grid] > li')

async function expectCardShows(page: Page, index: number, study: StudyCopy) {
  const card = cards(page).nth(index).getByRole('article')
  await expect(card.getByRole('heading', { name: study.title })).toBeVisible()
  await expect(card.getByText(study.industry, { exact: true })).toBeVisible()
  await expect(card.getByText(study.duration, { exact: true })).toBeVisible()
  await expect(card.getByText(study.company, { exact: true })).toBeVisible()
  for (const section of ['Challenge', 'Solution', 'Results']) {
    await expect(card.getByRole('heading', { name: section, exact: true })).toBeVisible()
  }
  await expect(card.getByText(study.challenge, { exact: true })).toBeVisible()
  await expect(card.getByText(study.solution, { exact: true })).toBeVisible()
  await expect(card.getByRole('listitem')).toHaveText(study.results)
  return card
}

test('Success Stories: 13 cards in two columns with every field, a video or an image, and the closing CTA', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/case-studies')
  await expect(page.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeVisible()
  await expect(cards(page)).toHaveCount(13)

  // Two columns: cards sit side by side in pairs, each row below the last.
  const boxes = await cards(page).evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect()).map(({ x, y }) => ({ x, y })),
  )
  expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(2)
  for (let i = 0; i + 1 < boxes.length; i += 2) {
    expect(Math.round(boxes[i + 1].y)).toBe(Math.round(boxes[i].y))
    expect(boxes[i + 1].x).toBeGreaterThan(boxes[i].x)
    if (i + 2 < boxes.length) expect(boxes[i + 2].y).toBeGreaterThan(boxes[i].y)
  }

  const { docs } = await (
    await request.get('/api/case-studies?where[kind][equals]=b2b&depth=1&limit=100')
  ).json()
  const bySlug = new Map((docs as ApiStudy[]).map((doc) => [doc.slug, doc]))
  let videos = 0
  let images = 0
  for (const [index, study] of b2bCopy.entries()) {
    const card = await expectCardShows(page, index, study)
    if (bySlug.get(study.slug)?.videoUrl) {
      videos++
      await expect(card.getByRole('button', { name: `Play video: ${study.title}` })).toBeVisible()
    } else {
      images++
      const image = card.getByRole('img')
      await expect(image).toHaveAttribute('alt', new RegExp(`^${study.industry} case study`))
      await expect(image).toHaveAttribute('loading', 'lazy')
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
  }
  expect(videos).toBeGreaterThan(0)
  expect(images).toBeGreaterThan(0)

  for (const name of ['Start Your Free Trial', 'Schedule Demo']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      '/start-trial',
    )
  }

  // One column on a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  const narrow = await cards(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().x)),
  )
  expect(new Set(narrow).size).toBe(1)
})

test('Making Impact Together: 2 charity cards with icons and a Book a Strategy Consult link to the scheduling page in a new tab', async ({
  page,
  request,
}) => {
  const settings = await (await request.get('/api/globals/site-settings')).json()
  expect(settings.consultationUrl).toBe('https://calendly.com/leadpilot/strategy-call')

  await page.goto('/non-profit-case-studies')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Making Impact Together' }),
  ).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  for (const [index, study] of charityCopy.entries()) {
    const card = await expectCardShows(page, index, study)
    await expect(card.locator(`svg[data-icon="${study.icon}"]`)).toBeVisible()
  }

  await expect(page.getByRole('heading', { name: 'Amplify Your Mission' })).toBeVisible()
  const consult = page.getByRole('link', { name: 'Book a Strategy Consult' })
  await expect(consult).toHaveAttribute('href', settings.consultationUrl)
  await expect(consult).toHaveAttribute('target', '_blank')
  await expect(consult).toHaveAttribute('rel', /noopener/)
})

test('the video facade makes no third-party request until played, then loads the privacy-friendly player', async ({
  page,
  baseURL,
  request,
}) => {
  const { docs } = await (
    await request.get('/api/case-studies?where[videoUrl][exists]=true&limit=100')
  ).json()
  const [first, second] = docs as ApiStudy[]
  expect(second).toBeDefined()

  const thirdParty: string[] = []
  page.on('request', (req: Request) => {
    const url = req.url()
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) thirdParty.push(url)
  })
  // No internet here: the player is answered locally.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Local stand-in player</p>' }),
  )

  await page.goto('/case-studies')
  // Every card scrolled through, every lazy image loaded: still nothing from the video host.
  for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(thirdParty).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByRole('button', { name: `Play video: ${first.title}` }).click()
  const player = page.locator(`iframe[title="${first.title}"]`)
  await expect(player).toHaveAttribute('src', `${embedUrl(first.videoUrl)}?autoplay=1`)
  await expect(
    page.frameLocator(`iframe[title="${first.title}"]`).getByText('Local stand-in player'),
  ).toBeVisible()
  expect(thirdParty).toContain(`${embedUrl(first.videoUrl)}?autoplay=1`)
  expect(thirdParty.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(
    true,
  )

  // Keyboard: Enter on the play button swaps in the player and moves the focus to it.
  const play = page.getByRole('button', { name: `Play video: ${second.title}` })
  await play.focus()
  await page.keyboard.press('Enter')
  const secondPlayer = page.locator(`iframe[title="${second.title}"]`)
  await expect(secondPlayer).toHaveAttribute('src', `${embedUrl(second.videoUrl)}?autoplay=1`)
  // The focus is inside the (cross-origin) player, so the page's active element is its iframe.
  await expect
    .poll(() => secondPlayer.evaluate((frame) => document.activeElement === frame))
    .toBe(true)
})

test('a marketer edits a case study in the admin and the live page shows it', async ({
  playwright,
  request,
  baseURL,
}) => {
  const token = await adminToken()
  const email = `${uniqueSlug('marketer')}@test.leadpilot.example`
  const password = 'case-study-marketer-42'
  const created = await request.post('/api/users', {
    headers: auth(token),
    data: { email, password, role: 'marketer' },
  })
  expect(created.ok()).toBeTruthy()

  // A fresh client, so nothing of the admin's session leaks into the marketer's requests.
  const marketer = await playwright.request.newContext({ baseURL })
  const login = await marketer.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBeTruthy()
  const marketerAuth = auth((await login.json()).token)

  const study = b2bCopy[1]
  const { docs } = await (
    await marketer.get(`/api/case-studies?where[slug][equals]=${study.slug}`, {
      headers: marketerAuth,
    })
  ).json()
  const id = docs[0].id as number
  const edited = `${study.results[0]} (verified by the finance director)`
  try {
    const patch = await marketer.patch(`/api/case-studies/${id}`, {
      headers: marketerAuth,
      data: { results: [{ text: edited }, ...study.results.slice(1).map((text) => ({ text }))] },
    })
    expect(patch.ok()).toBeTruthy()
    await untilHtml(request, '/case-studies', (html) =>
      html.includes('verified by the finance director'),
    )
  } finally {
    await marketer.patch(`/api/case-studies/${id}`, {
      headers: marketerAuth,
      data: { results: study.results.map((text) => ({ text })) },
    })
    await marketer.dispose()
  }
  await untilHtml(
    request,
    '/case-studies',
    (html) => !html.includes('verified by the finance director'),
  )
})

for (const path of ['/case-studies', '/non-profit-case-studies']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectAccessible(page)
  })
}
