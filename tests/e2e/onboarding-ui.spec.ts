/**
 * The onboarding wizard in the browser: steps, validation, pickers, saved answers, submission
 * failures and retries, the client brief screen, the quick form and voice input.
 *
 * `/api/onboarding` and `/api/voice` are stubbed with `page.route`, so these tests cover what the
 * visitor sees for every answer the server can give; the endpoints have their own tests.
 */
import { gzipSync } from 'node:zlib'
import {
  expect,
  test,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from '@playwright/test'
import { CHROMIUM_ARGS } from '../../scripts/chromium'
import {
  briefFileName,
  briefMarkdown,
  buildBrief,
  isoDate,
  type Brief,
} from '../../src/lib/onboarding/brief'
import { copiedText, expectAccessible, recordClipboard } from './helpers'
import {
  field,
  fillStep1,
  fillStep2,
  next,
  openWhileScriptsWait,
  picker,
  reachStep4,
  stepHeading,
  stepText,
} from './wizard'

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
})

const SUBMIT_ERROR = 'There was an error processing your submission. Please try again.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Body = Record<string, unknown> & { submissionId: string; name: string }

test.beforeEach(async ({ page }) => {
  // The booking widget's third-party script is not under test: it fails fast to the link.
  await page.route('https://assets.calendly.com/**', (route) => route.abort())
})

/** A field focused from code stops below the sticky header, with room for its label above it. */
async function expectClearOfHeader(page: Page, control: Locator) {
  const header = await page.locator('header').first().boundingBox()
  const box = await control.boundingBox()
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height + 20)
}

/** Answers `POST /api/onboarding` like the server: the brief is built from what was sent. */
function briefFor(body: Body): Brief {
  return buildBrief(body, { date: new Date() })
}

async function stubOnboarding(
  page: Page,
  answer: (body: Body, attempt: number, route: Route) => Promise<void> | void = (body, _, route) =>
    route.fulfill({
      status: 201,
      json: { submissionId: body.submissionId, brief: briefFor(body) },
    }),
) {
  const bodies: Body[] = []
  await page.route('**/api/onboarding', async (route) => {
    const body = route.request().postDataJSON() as Body
    bodies.push(body)
    await answer(body, bodies.length, route)
  })
  return bodies
}

test.describe('onboarding wizard', () => {
  test('walks all five steps with two ICPs and every picker, then shows the brief', async ({
    page,
    context,
  }) => {
    // The longest walk in the suite (five steps, every picker, axe on each screen).
    test.slow()
    await context.grantPermissions(['clipboard-write'])
    await recordClipboard(page)
    const bodies = await stubOnboarding(page)
    const thirdParty: string[] = []
    page.on('request', (request: Request) => {
      const url = new URL(request.url())
      if (url.hostname !== '127.0.0.1') thirdParty.push(url.hostname)
    })

    await page.goto('/onboarding?offer=october')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Aboard!' })).toBeVisible()
    await expect(page.getByText("Let's get you set up for success")).toBeVisible()
    await stepText(page, 1)
    await stepHeading(page, 'Tell Us About You')
    const steps = page.getByRole('list', { name: 'Onboarding steps' })
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1)
    await expect(steps.locator('[data-highlighted="true"]')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0)
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    await expect(field(page, 'Phone (optional)')).toHaveAttribute('type', 'tel')
    // The welcome video is a local poster until it is clicked.
    await expect(
      page.getByRole('button', { name: 'Play video: Welcome to Leadpilot' }),
    ).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await expectAccessible(page)

    await fillStep1(page)
    await next(page)
    await stepText(page, 2)
    await stepHeading(page, 'Tell Us About Your Business')
    // Steps 1-2 and the connector between them are highlighted; step 2 is current.
    await expect(steps.locator('[data-highlighted="true"]')).toHaveCount(3)
    await expect(steps.locator('li[aria-current="step"]')).toContainText('Your Business')
    await expect(
      page.getByRole('button', { name: 'Play video: Welcome to Leadpilot' }),
    ).toHaveCount(0)
    await expect(field(page, 'Company Website')).toHaveAttribute('type', 'url')
    await fillStep2(page)
    await expectAccessible(page)
    await next(page)

    await stepText(page, 3)
    await stepHeading(page, 'Who Is Your Ideal Customer Profile (ICP)?')
    const first = page.getByRole('region', { name: 'Tell us about your ICP!' })
    await expect(first).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove Tell us/ })).toHaveCount(0)
    await field(first, 'Job title 1').fill('Operations Director')
    await first.getByRole('button', { name: 'Add Job Title' }).click()
    await expect(field(first, 'Job title 2')).toBeFocused()
    await field(first, 'Job title 2').fill('Head of Finance')
    await first.getByRole('button', { name: 'Add Job Title' }).click()
    await field(first, 'Job title 3').fill('Temporary')
    await first.getByRole('button', { name: 'Remove job title 3' }).click()
    await expect(field(first, 'Job title 3')).toHaveCount(0)

    // Company head count: click to toggle, search with no match.
    const size = picker(page, first, 'Company Head Count')
    await size.trigger.click()
    await expect(size.dialog).toBeVisible()
    await expect(size.search).toBeFocused()
    const list = size.dialog.locator('[cmdk-list]')
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px')
    await size.option('51-200').click()
    await size.option('201-500').click()
    await size.option('1-10').click()
    await size.option('1-10').click()
    await expect(size.option('51-200')).toHaveAttribute('aria-checked', 'true')
    await expect(size.option('1-10')).toHaveAttribute('aria-checked', 'false')
    await size.search.fill('9999')
    await expect(size.dialog.getByText('No company head count found.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(size.dialog).toHaveCount(0)
    await expect(size.trigger).toBeFocused()
    await expect(size.chips).toHaveText(['51-200', '201-500'])
    await expect(size.trigger).toContainText('2 selected')

    // Industry: entirely by keyboard, with a chip cut at 30 characters.
    const industry = picker(page, first, 'Industry')
    await industry.trigger.focus()
    await page.keyboard.press('Enter')
    await expect(industry.search).toBeFocused()
    await expect(industry.search).toHaveAttribute('placeholder', 'Search industries...')
    await page.keyboard.type('no such trade')
    await expect(industry.dialog.getByText('No industries found')).toBeVisible()
    await industry.search.fill('software develop')
    await expect(industry.dialog.getByRole('option')).toHaveText([
      'IT System Custom Software Development',
      'Software Development',
    ])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(industry.option('Software Development')).toHaveAttribute('aria-checked', 'true')
    await industry.search.fill('agriculture construction')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(industry.chips).toHaveCount(2)
    await expect(industry.chips.nth(0)).toHaveText('Agriculture, Construction, Min…')
    await expect(industry.chips.nth(0).locator('span[title]')).toHaveAttribute(
      'title',
      'Agriculture, Construction, Mining Machinery Manufacturing',
    )
    await expect(industry.chips.nth(1)).toHaveText('Software Development')

    // Countries: accents ignored, toggled off again, a chip removed by keyboard.
    const countries = picker(page, first, 'Countries')
    await countries.trigger.click()
    await countries.search.fill('united k')
    await page.keyboard.press('Enter')
    await countries.search.fill('ireland')
    await page.keyboard.press('Enter')
    await countries.search.fill('sao tome')
    await expect(countries.option('São Tomé and Príncipe')).toBeVisible()
    await countries.search.fill('atlantis')
    await expect(countries.dialog.getByText('No country found.')).toBeVisible()
    await countries.search.fill('')
    await countries.option('Ireland').click()
    await countries.option('Germany').click()
    await page.keyboard.press('Escape')
    await expect(countries.chips).toHaveText(['Germany', 'United Kingdom'])
    await first.getByRole('button', { name: 'Remove Germany' }).focus()
    await page.keyboard.press('Enter')
    await expect(countries.chips).toHaveText(['United Kingdom'])
    await expect(first.getByRole('button', { name: 'Remove United Kingdom' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(countries.chips).toHaveCount(0)
    await expect(countries.trigger).toBeFocused()
    await countries.trigger.click()
    await countries.option('United Kingdom').click()
    await page.keyboard.press('Escape')

    await field(first, 'Additional Locations/Notes').fill('London and the South East')
    await field(first, 'What is their biggest pain or frustration?').fill('Late deliveries')
    await field(first, 'What benefits do they want from a solution like yours?').fill(
      'Reliable supply',
    )
    await field(first, 'What value do you offer them?').fill('Next-day widgets')
    await expectAccessible(page)

    // A second (and a third, removed again) ICP.
    await page.getByRole('button', { name: 'Add Another ICP' }).click()
    const second = page.getByRole('region', { name: 'ICP #2' })
    await expect(second.getByRole('heading', { name: 'ICP #2' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Remove Tell us about your ICP!' })).toBeVisible()
    await expect(field(second, 'Job title 1')).toHaveValue('')
    await field(second, 'Job title 1').fill('Chief Financial Officer')
    const secondIndustry = picker(page, second, 'Industry')
    await secondIndustry.trigger.click()
    await secondIndustry.search.fill('accounting')
    await secondIndustry.option('Accounting').click()
    await page.keyboard.press('Escape')
    const secondSize = picker(page, second, 'Company Head Count')
    await secondSize.trigger.click()
    await secondSize.option('Self Employed').click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Add Another ICP' }).click()
    await expect(page.getByRole('region', { name: 'ICP #3' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove ICP #3' }).click()
    await expect(page.getByRole('region', { name: 'ICP #3' })).toHaveCount(0)
    await expect(field(first, 'Job title 1')).toHaveValue('Operations Director')
    await next(page)

    await stepText(page, 4)
    await stepHeading(page, 'Your Brand Story Framework')
    await expect(
      page.getByRole('heading', { name: 'StoryBrand Framework - Video Guide' }),
    ).toBeVisible()
    await expect(page.locator('form textarea')).toHaveCount(9)
    await field(page, "The Prospect's Problem").fill('Unreliable suppliers')
    await field(page, 'Your Credibility').fill('Twenty years in precision engineering')
    await field(page, 'The Transformation').fill('From firefighting to planning ahead')
    await expectAccessible(page)
    await next(page)

    await stepText(page, 5)
    await stepHeading(page, 'Book Your Onboarding Call')
    await expect(steps.locator('[data-highlighted="true"]')).toHaveCount(9)
    // The booking page opens prefilled with the client's name and address and this submission's
    // reference.
    await expect(
      page.getByRole('link', { name: 'Open the booking page in a new tab' }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/calendly\.com\/leadpilot\/onboarding-call\?name=[^&]+&email=[^&]+&salesforce_uuid=[0-9a-f-]{36}$/,
    )
    await expect(page.getByText('Your First Onboarding Call - Checklist')).toBeVisible()
    await expect(page.getByRole('checkbox')).toHaveCount(3)
    await page.getByLabel('I know my LinkedIn login details').check()
    await page.getByLabel('I have just booked my onboarding call').check()
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible()
    const complete = page.getByRole('button', { name: 'Complete Onboarding' })
    // The button is green: its background drawn on a canvas reads as mostly green.
    const [red, green, blue] = await complete.evaluate((el) => {
      const context = document.createElement('canvas').getContext('2d')!
      context.fillStyle = getComputedStyle(el).backgroundColor
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    })
    expect(green!).toBeGreaterThan(red! + 50)
    expect(green!).toBeGreaterThan(blue! + 30)
    await expectAccessible(page)
    await complete.click()

    // The brief screen replaces the wizard.
    await expect(page.getByText('Brief Automatically Sent')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Client Brief Document' })).toBeVisible()
    await expect(page.getByRole('main').locator('form')).toHaveCount(0)
    expect(bodies).toHaveLength(1)
    const body = bodies[0]!
    expect(body).toMatchObject({
      variant: 'full',
      offer: 'october',
      name: 'Jane Doe',
      email: 'jane@acme-widgets.example',
      company: 'Acme',
      role: 'Founder',
      phone: '+44 20 7946 0958',
      companyName: 'Acme Widgets Ltd',
      companyWebsite: 'acme-widgets.example',
      offeringSummary: 'Precision widgets for factories.',
      coreProducts: 'Widget Pro and Widget Mini',
      prospectProblem: 'Unreliable suppliers',
      credibility: 'Twenty years in precision engineering',
      transformation: 'From firefighting to planning ahead',
      internalProblem: '',
      linkedinCredentials: true,
      completedSignup: false,
      bookedCall: true,
      icps: [
        {
          jobTitles: ['Operations Director', 'Head of Finance'],
          companySize: ['51-200', '201-500'],
          industry: [
            'Agriculture, Construction, Mining Machinery Manufacturing',
            'Software Development',
          ],
          countries: ['United Kingdom'],
          locations: 'London and the South East',
          painFrustration: 'Late deliveries',
          benefits: 'Reliable supply',
          valueOffering: 'Next-day widgets',
        },
        {
          jobTitles: ['Chief Financial Officer'],
          companySize: ['Self Employed'],
          industry: ['Accounting'],
          countries: [],
        },
      ],
    })
    expect(body.submissionId).toMatch(UUID)

    const preview = page.getByRole('region', { name: 'Brief preview' })
    await expect(
      preview.getByRole('heading', { name: 'Client Brief: Acme Widgets Ltd' }),
    ).toBeVisible()
    for (const section of ['Client Information', 'Business Overview', 'Ideal Customer Profiles'])
      await expect(preview.getByRole('heading', { name: section })).toBeVisible()
    await expect(preview.getByRole('heading', { name: 'ICP 2' })).toBeVisible()
    await expect(
      preview.getByText('Job Titles: Operations Director, Head of Finance'),
    ).toBeVisible()
    await expect(preview.locator('strong', { hasText: /^Name:$/ })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('leadpilot:onboarding:full'))).toBeNull()
    await expectAccessible(page)

    const brief = briefMarkdown(briefFor(body))
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click()
    await expect(
      page.getByText('Brief copied to clipboard! You can now paste it into Google Docs.'),
    ).toBeVisible()
    expect(await copiedText(page)).toBe(brief)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download as File' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`Jane_Doe_${isoDate(new Date())}.md`)
    expect(download.suggestedFilename()).toBe(briefFileName('Jane Doe', new Date()))
    const stream = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString('utf8')).toBe(brief)
  })

  test('Next stays on the step with inline errors and focuses the first invalid field', async ({
    page,
  }) => {
    await page.goto('/onboarding')
    await next(page)
    await stepText(page, 1)
    const name = field(page, 'Full Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toBeFocused()
    const described = await name.getAttribute('aria-describedby')
    await expect(page.locator(`[id="${described}"]`)).toHaveText('Please enter your name')
    for (const message of [
      'Please enter your email address',
      'Please enter your company',
      'Please enter your role',
    ])
      await expect(page.getByText(message)).toBeVisible()
    await expect(field(page, 'Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    // Fixing a field clears its message as the visitor types.
    await name.fill('Jane Doe')
    await expect(page.getByText('Please enter your name')).toHaveCount(0)
    await field(page, 'Email').fill('jane@')
    await field(page, 'Company').fill('Acme')
    await field(page, 'Role').fill('Founder')
    await field(page, 'Phone (optional)').fill('call me')
    await next(page)
    await stepText(page, 1)
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(field(page, 'Email')).toBeFocused()
    await field(page, 'Email').fill('jane@acme.example')
    await field(page, 'Phone (optional)').fill('')
    await next(page)

    await stepText(page, 2)
    await next(page)
    await expect(field(page, 'Company Name')).toBeFocused()
    await expectClearOfHeader(page, field(page, 'Company Name'))
    await field(page, 'Company Name').fill('Acme Widgets Ltd')
    await field(page, 'Company Website').fill('not a website')
    await next(page)
    await expect(
      page.getByText('Please enter a valid website address, e.g. example.com'),
    ).toBeVisible()
    await expect(page.getByText('Please tell us what your business offers')).toBeVisible()
    await expect(field(page, 'Company Website')).toBeFocused()
    await field(page, 'Company Website').fill('example.com')
    // Too long: the message gives the limit as a reader writes it.
    await field(page, 'What does your business offer?').fill('w'.repeat(5001))
    await next(page)
    await expect(page.getByText('Please use no more than 5,000 characters')).toBeVisible()
    await field(page, 'What does your business offer?').fill('Widgets')
    await next(page)

    await stepText(page, 3)
    await page.getByRole('button', { name: 'Add Job Title' }).click()
    await field(page, 'Job title 2').fill('   ')
    await next(page)
    await stepText(page, 3)
    await expect(page.getByText('Add at least one job title')).toBeVisible()
    await expect(field(page, 'Job title 1')).toBeFocused()
    await expect(field(page, 'Job title 1')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)
    await field(page, 'Job title 2').fill('COO')
    await expect(page.getByText('Add at least one job title')).toHaveCount(0)
    await next(page)
    await stepText(page, 4)

    // Steps 4 and 5 are optional; Previous never validates.
    await next(page)
    await stepText(page, 5)
    await page.getByRole('button', { name: 'Previous' }).click()
    await stepText(page, 4)
  })

  test('while its script loads, the form takes typing, says it is loading and cannot be sent; without JavaScript it says so', async ({
    page,
    browser,
    request,
  }) => {
    // The page's scripts held back: what a visitor on a slow phone has before the form starts.
    const release = await openWhileScriptsWait(page)
    const form = page.locator('main form').first()
    await expect(form.getByRole('status')).toHaveText('Loading the form… you can start typing.')
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    // Enter in a field sends nothing while the form's default button is disabled: no page load
    // starts, so the answers never go into an address.
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(request.url())
    })
    await fillStep1(page)
    await field(page, 'Email').press('Enter')
    await page.getByRole('combobox', { name: 'Your plan' }).press('Enter')
    await expect(field(page, 'Full Name')).toHaveValue('Jane Doe')

    release()
    await expect(form.getByRole('status')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()
    expect(loads).toEqual([])
    // What was typed while the page loaded is still there, and counts.
    await expect(field(page, 'Full Name')).toHaveValue('Jane Doe')
    await expect(field(page, 'Phone (optional)')).toHaveValue('+44 20 7946 0958')
    await next(page)
    await stepText(page, 2)
    // The answers never went into the page's address, as a plain form would send them: it names
    // the step only.
    expect(new URL(page.url()).search).toBe('?step=2')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(field(page, 'Email')).toHaveValue('jane@acme-widgets.example')

    // Without JavaScript the form cannot be sent, and says why before its first field. (Chromium
    // with scripts switched off through the DevTools protocol still parses <noscript> as text, so
    // its words are read from the HTML.)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto('/onboarding')
    await expect(plain.getByRole('button', { name: 'Next' })).toBeDisabled()
    await context.close()
    const html = await (await request.get('/onboarding')).text()
    expect(html).toMatch(/<noscript><p[^>]*>This form needs JavaScript\. Please turn it on/)
    // Before the first field (Full Name, named 'name').
    expect(html.indexOf('This form needs JavaScript')).toBeLessThan(html.indexOf('name="name"'))
  })

  test('a reload mid-wizard restores the step and every answer', async ({ page }) => {
    await page.goto('/onboarding')
    await fillStep1(page)
    await next(page)
    await fillStep2(page)
    await next(page)
    await field(page, 'Job title 1').fill('Operations Director')
    const size = picker(page, page, 'Company Head Count')
    await size.trigger.click()
    await size.option('11-50').click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Add Another ICP' }).click()
    const second = page.getByRole('region', { name: 'ICP #2' })
    await field(second, 'Job title 1').fill('Head of Sales')
    await field(second, 'Additional Locations/Notes').fill('DACH region')
    // Saved as the visitor types (debounced), so wait for the last answer to reach storage.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('leadpilot:onboarding:full') ?? ''))
      .toContain('DACH region')

    await page.reload()
    await stepText(page, 3)
    await expect(field(page.getByRole('region', { name: 'ICP #2' }), 'Job title 1')).toHaveValue(
      'Head of Sales',
    )
    await expect(
      field(page.getByRole('region', { name: 'ICP #2' }), 'Additional Locations/Notes'),
    ).toHaveValue('DACH region')
    const first = page.getByRole('region', { name: 'Tell us about your ICP!' })
    await expect(field(first, 'Job title 1')).toHaveValue('Operations Director')
    await expect(picker(page, first, 'Company Head Count').chips).toHaveText(['11-50'])
    await page.getByRole('button', { name: 'Previous' }).click()
    await stepText(page, 2)
    await expect(field(page, 'Company Website')).toHaveValue('acme-widgets.example')
    await expect(field(page, 'Core Products/Services')).toHaveValue('Widget Pro and Widget Mini')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(field(page, 'Full Name')).toHaveValue('Jane Doe')
    await expect(field(page, 'Phone (optional)')).toHaveValue('+44 20 7946 0958')
  })

  test('a failed submission shows the alert, keeps every answer and succeeds on retry', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const bodies = await stubOnboarding(page, async (body, attempt, route) => {
      if (attempt === 1) return route.fulfill({ status: 500, json: { message: 'Database down' } })
      if (attempt === 2) return route.abort('failed')
      if (attempt === 3)
        return route.fulfill({
          status: 400,
          json: { message: 'Invalid', errors: { email: 'Please enter a valid email address' } },
        })
      await held
      return route.fulfill({
        status: 200,
        json: { submissionId: body.submissionId, brief: briefFor(body) },
      })
    })
    await page.goto('/onboarding')
    await reachStep4(page)
    await field(page, 'Call to Action').fill('Book a call')
    await next(page)
    await page.getByLabel('I will complete the signup link').check()
    const complete = page.getByRole('button', { name: 'Complete Onboarding' })

    // A server error, then no network at all: the alert, still on step 5, nothing lost.
    for (const attempt of [1, 2]) {
      await complete.click()
      await expect(page.getByRole('alert').filter({ hasText: SUBMIT_ERROR })).toBeVisible()
      await stepText(page, 5)
      expect(bodies).toHaveLength(attempt)
    }
    await expect(page.getByLabel('I will complete the signup link')).toBeChecked()
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(field(page, 'Call to Action')).toHaveValue('Book a call')
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(field(page, 'Job title 1')).toHaveValue('Operations Director')
    await next(page)
    await stepText(page, 4)
    await next(page)
    await stepText(page, 5)

    // The server rejects a field: it is shown inline on its step, with the alert.
    await complete.click()
    await stepText(page, 1)
    await expect(page.getByRole('alert').filter({ hasText: SUBMIT_ERROR })).toBeVisible()
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(field(page, 'Full Name')).toHaveValue('Jane Doe')
    for (let step = 1; step < 5; step++) {
      await next(page)
      await stepText(page, step + 1)
    }

    // The retry: double-clicking sends one request, with the same submission id as before.
    await complete.dblclick()
    await expect(complete).toBeDisabled()
    release()
    await expect(page.getByText('Brief Automatically Sent')).toBeVisible()
    expect(bodies).toHaveLength(4)
    expect(new Set(bodies.map((b) => b.submissionId)).size).toBe(1)
    expect(bodies[3]).toMatchObject({ callToAction: 'Book a call', completedSignup: true })
  })

  test('the quick form on the demo page has two steps and saves a quick submission', async ({
    page,
  }) => {
    const bodies = await stubOnboarding(page)
    await page.goto('/leadpilot-demo')
    const quick = page.locator('form').filter({ hasText: 'Tell Us About You' })
    await expect(page.getByRole('heading', { level: 2, name: 'Request your demo' })).toBeVisible()
    await stepText(page, 1, 2)
    await expect(
      page.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem'),
    ).toHaveCount(2)
    await fillStep1(page)
    await quick.getByRole('button', { name: 'Next' }).click()
    await stepText(page, 2, 2)
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await fillStep2(page)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Request My Demo' }).click()
    await expect(page.getByText('Demo Request Received')).toBeVisible()
    // What the visitor keeps is a demo request: nothing of onboarding they were never asked.
    await expect(page.getByText(/find a time for your demo/)).toBeVisible()
    for (const heading of ['Brand Story Framework', 'Readiness Checklist'])
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ variant: 'quick', icps: [], name: 'Jane Doe' })
    expect(bodies[0]).not.toHaveProperty('offer')
  })

  test('the wizard adds at most 60 kB of JavaScript (gzip) to the first load', async ({
    browser,
  }) => {
    // The site-wide budget is 120 kB on content pages and 180 kB on onboarding: the wizard's
    // share is the difference. Everything loaded before the form can be used counts, including
    // the wizard's own lazily loaded chunks. Each page is measured with an empty cache.
    const firstLoad = async (path: string) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const sizes: Array<Promise<number>> = []
      page.on('response', (response: Response) => {
        if (response.request().resourceType() === 'script')
          sizes.push(
            response.body().then(
              (body) => gzipSync(body).length,
              () => 0,
            ),
          )
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      if (path === '/onboarding')
        await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()
      const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024
      await context.close()
      return total
    }
    const home = await firstLoad('/')
    const onboarding = await firstLoad('/onboarding')
    test.info().annotations.push({
      type: 'first-load JS (kB gzip)',
      description: `home ${home.toFixed(1)}, onboarding ${onboarding.toFixed(1)}`,
    })
    expect(onboarding - home).toBeGreaterThan(0)
    expect(onboarding - home).toBeLessThanOrEqual(60)
  })
})

test.describe('voice input', () => {
  test.beforeEach(async ({ page }) => {
    // Keep the streams and count recorded bytes, to check the microphone is released.
    await page.addInitScript(() => {
      const w = window as unknown as { __streams: MediaStream[]; __audioBytes: number }
      w.__streams = []
      w.__audioBytes = 0
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints)
        w.__streams.push(stream)
        return stream
      }
      const Recorder = window.MediaRecorder
      window.MediaRecorder = class extends Recorder {
        constructor(stream: MediaStream, options?: MediaRecorderOptions) {
          super(stream, options)
          this.addEventListener('dataavailable', (event) => {
            w.__audioBytes += (event as BlobEvent).data.size
          })
        }
      }
    })
  })

  async function record(page: Page, field: string) {
    const mic = page.getByRole('button', { name: `Dictate ${field}` })
    const before = await page.evaluate(
      () => (window as unknown as { __audioBytes: number }).__audioBytes,
    )
    await mic.click()
    await expect(mic).toHaveAttribute('aria-pressed', 'true')
    await expect(mic).toHaveAttribute('data-state', 'recording')
    await page.waitForFunction(
      (n) => (window as unknown as { __audioBytes: number }).__audioBytes > n,
      before,
    )
    await mic.click()
    return mic
  }

  test('dictation: recording, transcribing, then the text is added to the field', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const audio: string[] = []
    await page.route('**/api/voice', async (route) => {
      audio.push((route.request().postDataJSON() as { audio: string }).audio)
      await held
      await route.fulfill({ status: 200, json: { text: ' Operations ' } })
    })
    await page.goto('/onboarding')
    await expect(page.getByRole('button', { name: 'Dictate Email' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Dictate Phone' })).toHaveCount(0)
    await field(page, 'Role').fill('Head of')
    const mic = page.getByRole('button', { name: 'Dictate Role' })
    await expect(mic).toHaveAttribute('aria-pressed', 'false')
    const idleColour = await mic.evaluate((el) => getComputedStyle(el).backgroundColor)

    await mic.click()
    await expect(mic).toHaveAttribute('aria-pressed', 'true')
    expect(await mic.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(idleColour)
    await expectAccessible(page)
    await page.waitForFunction(
      () => (window as unknown as { __audioBytes: number }).__audioBytes > 0,
    )
    await mic.click()
    await expect(mic).toHaveAttribute('data-state', 'transcribing')
    await expect(mic).toBeDisabled()
    await expect(mic.locator('.animate-spin')).toBeVisible()
    // Stopping released the microphone.
    expect(
      await page.evaluate(() =>
        (window as unknown as { __streams: MediaStream[] }).__streams.every((s) =>
          s.getTracks().every((t) => t.readyState === 'ended'),
        ),
      ),
    ).toBe(true)

    release()
    await expect(field(page, 'Role')).toHaveValue('Head of Operations')
    await expect(page.getByText('Transcription complete')).toBeVisible()
    await expect(page.getByText('Voice converted to text successfully')).toBeVisible()
    await expect(mic).toHaveAttribute('data-state', 'idle')
    await expect(mic).toBeEnabled()
    // WebM starts with the EBML header 1A 45 DF A3.
    expect(audio).toHaveLength(1)
    expect(Buffer.from(audio[0]!, 'base64').subarray(0, 4).toString('hex')).toBe('1a45dfa3')

    // Text areas offer dictation too.
    await fillStep1(page)
    await next(page)
    await expect(
      page.getByRole('button', { name: 'Dictate What does your business offer?' }),
    ).toBeVisible()
  })

  test('transcription failures show their toasts and leave the field as it was', async ({
    page,
  }) => {
    const answers = [
      (route: Route) =>
        route.fulfill({ status: 502, json: { message: 'The transcription service is busy.' } }),
      (route: Route) => route.abort('failed'),
      (route: Route) => route.fulfill({ status: 200, json: { text: '' } }),
    ]
    await page.route('**/api/voice', (route) => answers.shift()!(route))
    await page.goto('/onboarding')
    await field(page, 'Company').fill('Acme')

    for (const message of [
      'The transcription service is busy.',
      'Unable to convert voice to text. Please try again.',
      'No text returned from transcription',
    ]) {
      const mic = await record(page, 'Company')
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: message })
      await expect(toast).toBeVisible()
      await expect(toast).toContainText('Transcription failed')
      await expect(mic).toHaveAttribute('data-state', 'idle')
      await expect(field(page, 'Company')).toHaveValue('Acme')
    }
  })

  test('an unavailable microphone shows the recording toast', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    let calls = 0
    await page.route('**/api/voice', (route) => {
      calls++
      return route.abort()
    })
    await page.goto('/onboarding')
    const mic = page.getByRole('button', { name: 'Dictate Full Name' })
    await mic.click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Recording failed' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Unable to access microphone. Please check permissions.')
    await expect(mic).toHaveAttribute('aria-pressed', 'false')
    expect(calls).toBe(0)
  })
})
