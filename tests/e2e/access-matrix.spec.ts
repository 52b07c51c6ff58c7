/**
 * The access matrix over real HTTP: anonymous, marketer, ops and admin × every collection and
 * global (plugin and system collections included) × read, create, update, delete over the REST
 * API (GraphQL is not served), from the one expectation table in tests/support/access.ts (admin
 * everything, marketer content, ops submissions; tests/int/access.test.ts checks the same table
 * through the local API). Plus what the admin shows each role, drafts hidden from anonymous
 * callers, and no secret in any answer. Runs in a project of its own, after the browser suite: it
 * creates and deletes published content that the other tests count.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test'
import type { ConfigSlugs } from '../../scripts/config-slugs'
import {
  type Actor,
  ACTORS,
  COLLECTION_ACCESS,
  GLOBAL_ACCESS,
  GLOBAL_OPS,
  type Op,
  OPS,
  tableGaps,
} from '../support/access'
import { fromConfig } from '../support/config-child'
import {
  adminToken,
  auth,
  calendlyDelivery,
  staffToken,
  storedSubmissionId,
  uniqueSlug,
} from './helpers'

const collections = COLLECTION_ACCESS
const globals = GLOBAL_ACCESS
const staff: Actor[] = ['marketer', 'ops', 'admin']

const MATRIX_CELLS =
  (Object.keys(collections).length * OPS.length + Object.keys(globals).length * GLOBAL_OPS.length) *
  ACTORS.length

// ---------------------------------------------------------------------------------------------

type Answer = { allowed: boolean; detail: string }
const tokens: Partial<Record<Actor, string>> = {}
const ids: Partial<Record<Actor, number>> = {}
/** Another member of staff, who owns the preferences and locks the matrix acts on. */
let someoneElse: number
let someoneElsesToken: string
let api: APIRequestContext
const created: Array<{ slug: string; id: number }> = []

test.beforeAll(async () => {
  api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL })
  tokens.admin = await adminToken()
  tokens.marketer = await staffToken('marketer')
  tokens.ops = await staffToken('ops')
  for (const actor of staff) {
    const me = await (await api.get('/api/users/me', { headers: headers(actor) })).json()
    ids[actor] = me.user.id
  }
  someoneElsesToken = await staffToken('marketer')
  someoneElse = (
    await (await api.get('/api/users/me', { headers: auth(someoneElsesToken) })).json()
  ).user.id
})

test.afterAll(async () => {
  for (const { slug, id } of created.reverse())
    await api.delete(`/api/${slug}/${id}`, { headers: headers('admin') })
  await api.dispose()
})

function headers(actor: Actor): Record<string, string> {
  return actor === 'anonymous' ? {} : auth(tokens[actor]!)
}

/** A REST answer: 2xx allowed; 401/403/404 refused; anything else is a bug. */
async function restVerdict(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Answer> {
  const text = await res.text()
  const detail = `${res.status()} ${res.url()} ${text.slice(0, 300)}`
  if (res.ok()) return { allowed: true, detail }
  if ([401, 403, 404].includes(res.status())) return { allowed: false, detail }
  // No such route at all (a collection with its REST endpoints switched off).
  if (res.status() === 501 && text.includes('Cannot ')) return { allowed: false, detail }
  throw new Error(`Unexpected answer: ${detail}`)
}

// ---------------------------------------------------------------------------------------------
// Documents to act on. Content is cloned from what the seed stored, with unique fields made unique.

const UNIQUE_TEXT = ['slug', 'key', 'title', 'name', 'question', 'email']

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (['id', 'createdAt', 'updatedAt', 'sizes', 'url', 'thumbnailURL'].includes(k)) continue
      out[k] = strip(v)
    }
    return out
  }
  return value
}

const templates = new Map<string, Record<string, unknown>>()

async function template(slug: string): Promise<Record<string, unknown>> {
  if (
    ['onboarding-submissions', 'privacy-complaints', 'form-submissions', 'conversations'].includes(
      slug,
    ) &&
    !templates.has(slug)
  )
    await stored(slug)
  if (!templates.has(slug)) {
    const res = await api.get(`/api/${slug}?depth=0&limit=1&sort=createdAt`, {
      headers: headers('admin'),
    })
    const doc = (await res.json()).docs?.[0]
    expect(doc, `the seed stores some ${slug}`).toBeTruthy()
    templates.set(slug, strip(doc) as Record<string, unknown>)
  }
  return structuredClone(templates.get(slug)!)
}

let png: Buffer | undefined
const tinyPng = () =>
  (png ??= Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ))

/** A new valid document for this collection (not yet stored). */
async function fixture(slug: string): Promise<Record<string, unknown>> {
  const tag = uniqueSlug('matrix')
  switch (slug) {
    case 'redirects':
      // Published: a redirect in draft sends nobody anywhere, and visitors cannot read it.
      return {
        from: `/${tag}`,
        to: { type: 'custom', url: '/' },
        type: '301',
        _status: 'published',
      }
    case 'users':
      return { email: `${tag}@test.leadpilot.example`, password: `pw-${tag}`, role: 'marketer' }
    case 'payload-preferences':
      return { key: tag, value: { a: 1 } }
    case 'payload-locked-documents':
      return { document: { relationTo: 'faq-items', value: await anyId('faq-items') } }
    case 'payload-jobs':
      return { taskSlug: 'sendBrief', input: {} }
    case 'payload-kv':
      return { key: tag, data: {} }
    case 'payload-migrations':
      return { name: tag, batch: 99 }
    case 'search':
      return { title: 'Forged entry', doc: { relationTo: 'pages', value: await anyId('pages') } }
    case 'audit-log':
      return { change: 'Brief recipients', who: 'forged', before: [], after: ['x@evil.example'] }
    case 'page-views':
      return { path: `/${tag}`, day: today(), views: 1 }
    case 'landing-visits':
      return { path: `/${tag}`, campaign: tag, day: today(), visits: 1 }
    case 'missing-pages':
      return { path: `/${tag}`, hits: 1 }
    case 'bookings':
      return {
        name: 'Matrix Invitee',
        email: `${tag}@example.com`,
        status: 'booked',
        inviteeUri: `https://api.calendly.com/scheduled_events/M/invitees/${tag}`,
      }
    case 'onboarding-submissions': {
      const doc = await template(slug)
      return { ...doc, submissionId: crypto.randomUUID() }
    }
    case 'privacy-complaints': {
      const doc = await template(slug)
      return { ...doc, reference: `PC-${tag}` }
    }
    case 'form-submissions': {
      const doc = await template(slug)
      return { ...doc, entryId: crypto.randomUUID() }
    }
    case 'onboarding-drafts':
      return {
        reference: crypto.randomUUID(),
        stepsDone: 1,
        status: 'open',
        variant: 'full',
        revision: 1,
      }
    case 'data-requests':
      return { email: `${tag}@example.com`, kind: 'access', receivedAt: new Date().toISOString() }
    case 'webhook-endpoints':
      return { url: `http://127.0.0.1:9/${tag}`, events: ['person.erased'], active: false }
    case 'webhook-deliveries':
      return { endpoint: 1, type: 'test', messageId: `msg_${tag}`, status: 'delivered' }
  }
  const doc = await template(slug)
  for (const field of UNIQUE_TEXT)
    if (typeof doc[field] === 'string') doc[field] = `${doc[field]}-${tag}`
  if (typeof doc.stepNumber === 'number') doc.stepNumber = 1000 + Math.floor(Math.random() * 1e6)
  return doc
}

/**
 * The oldest document of a collection (seeded): the matrix's own cells create, update and delete
 * newer ones in parallel, and a lock on one of those would block or outlive it.
 */
async function anyId(slug: string): Promise<number> {
  const res = await api.get(`/api/${slug}?depth=0&limit=1&sort=createdAt`, {
    headers: headers('admin'),
  })
  return (await res.json()).docs[0].id
}

/** Today, as the page-view counts name their day. */
const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`

/** The id of the record `query` finds, once the server has written it. */
async function written(slug: string, query: string): Promise<number> {
  let id: number | undefined
  await expect
    .poll(async () => {
      const res = await api.get(`/api/${slug}?depth=0&${query}`, { headers: headers('admin') })
      id = (await res.json()).docs?.[0]?.id
      return id
    })
    .toBeDefined()
  return id!
}

/** How many live chats the matrix has started: each comes from an address of its own. */
let chatVisitors = 0

/** Stores a document as an admin (or the way this collection's documents come about). */
async function stored(slug: string): Promise<number> {
  let id: number
  if (slug === 'missing-pages') {
    // The server counts a 404 it answers.
    const path = `/${uniqueSlug('matrix-missing')}`
    expect((await api.get(path)).status()).toBe(404)
    id = await written(slug, `where[path][equals]=${encodeURIComponent(path)}`)
  } else if (slug === 'page-views') {
    // The beacon counts a view of a published page: one record a page a day.
    const res = await api.post('/api/views', {
      headers: { 'content-type': 'text/plain' },
      data: '/pricing-overview',
    })
    expect(res.status(), await res.text()).toBe(204)
    id = await written(
      slug,
      `where[path][equals]=${encodeURIComponent('/pricing-overview')}&where[day][equals]=${today()}`,
    )
  } else if (slug === 'landing-visits') {
    // The beacon of a visit's first page counts a visit: one record a page, campaign and day.
    const campaign = uniqueSlug('matrix-campaign')
    const res = await api.post('/api/views', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ path: '/pricing-overview', landing: true, campaign }),
    })
    expect(res.status(), await res.text()).toBe(204)
    id = await written(
      slug,
      `where[path][equals]=${encodeURIComponent('/pricing-overview')}&where[campaign][equals]=${campaign}&where[day][equals]=${today()}`,
    )
  } else if (slug === 'onboarding-submissions') {
    const res = await api.post('/api/onboarding', { data: submission() })
    expect(res.status(), await res.text()).toBe(201)
    // The public answer names the submission by its random reference, never its database id.
    id = await storedSubmissionId(api, res)
  } else if (slug === 'privacy-complaints') {
    const res = await api.post('/api/privacy-complaint', {
      data: {
        complaintId: crypto.randomUUID(),
        name: 'Matrix Complainant',
        email: 'matrix.complainant@example.com',
        whatHappened: 'Access tests.',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    // The public answer names the complaint by its reference, never its database id.
    const { reference } = (await res.json()) as { reference: string }
    id = await written(slug, `where[reference][equals]=${encodeURIComponent(reference)}`)
  } else if (slug === 'form-submissions') {
    // A visitor sends a form on the site: its time token first, then the entry, a person's pause
    // later.
    const form = await anyId('forms')
    const { token } = await (await api.get(`/api/form-entries/token?form=${form}`)).json()
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    const entryId = crypto.randomUUID()
    const res = await api.post('/api/form-entries', {
      data: {
        formId: form,
        entryId,
        token,
        values: { name: 'Matrix Sender', email: 'matrix.sender@example.com', message: 'Tests.' },
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    id = await written(slug, `where[entryId][equals]=${entryId}`)
  } else if (slug === 'conversations') {
    // A visitor starts a live chat: each from an address of its own, under the chat's rate limit.
    const email = `${uniqueSlug('matrix-chat')}@example.com`
    const res = await api.post('/api/chat', {
      headers: { 'x-forwarded-for': `198.51.100.${(chatVisitors++ % 250) + 1}` },
      data: { email, message: 'Access tests.' },
    })
    expect(res.status(), await res.text()).toBe(201)
    id = await written(slug, `where[email][equals]=${encodeURIComponent(email)}`)
  } else if (slug === 'bookings') {
    // Calendly's signed webhook records a booking.
    const uri = `https://api.calendly.com/scheduled_events/M/invitees/${uniqueSlug('matrix')}`
    const res = await api.post(
      '/api/calendly',
      calendlyDelivery({
        event: 'invitee.created',
        payload: {
          uri,
          name: 'Matrix Invitee',
          email: `${uniqueSlug('matrix')}@example.com`,
          scheduled_event: { start_time: new Date().toISOString() },
        },
      }),
    )
    expect(res.status(), await res.text()).toBe(200)
    id = await written(slug, `where[inviteeUri][equals]=${encodeURIComponent(uri)}`)
  } else if (slug === 'onboarding-drafts') {
    // The wizard saves a visitor's completed steps.
    const reference = crypto.randomUUID()
    const answers: Record<string, unknown> = submission()
    for (const meta of ['submissionId', 'variant', 'offer']) delete answers[meta]
    const res = await api.put('/api/onboarding/draft', {
      data: {
        reference,
        baseRevision: 0,
        stepsDone: 1,
        variant: 'full',
        page: '/onboarding',
        answers,
      },
    })
    expect(res.status(), await res.text()).toBe(200)
    id = await written(slug, `where[reference][equals]=${reference}`)
  } else if (slug === 'webhook-deliveries') {
    // The server records a delivery when an event happens: a submission, for an endpoint
    // subscribed to it, switched off again once the delivery is there.
    const endpoint = await api.post('/api/webhook-endpoints', {
      headers: headers('admin'),
      data: {
        url: `http://127.0.0.1:9/${uniqueSlug('matrix')}`,
        events: ['submission.created'],
        active: true,
      },
    })
    expect(endpoint.status(), await endpoint.text()).toBe(201)
    const endpointId = (await endpoint.json()).doc.id as number
    const res = await api.post('/api/onboarding', { data: submission() })
    expect(res.status(), await res.text()).toBe(201)
    id = await written(slug, `where[endpoint][equals]=${endpointId}`)
    await api.patch(`/api/webhook-endpoints/${endpointId}`, {
      headers: headers('admin'),
      data: { active: false },
    })
  } else if (slug === 'media') {
    const res = await api.post('/api/media', {
      headers: headers('admin'),
      multipart: {
        file: { name: `${uniqueSlug('m')}.png`, mimeType: 'image/png', buffer: tinyPng() },
        _payload: JSON.stringify({ alt: 'Matrix square' }),
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    id = (await res.json()).doc.id
  } else if (slug === 'search') {
    // Publishing a page writes its search entry.
    const page = await api.post('/api/pages', {
      headers: headers('admin'),
      data: { ...(await fixture('pages')), _status: 'published' },
    })
    expect(page.status(), await page.text()).toBe(201)
    const pageId = (await page.json()).doc.id as number
    created.push({ slug: 'pages', id: pageId })
    id = await written(slug, `where[doc.value][equals]=${pageId}`)
  } else if (slug === 'payload-preferences' || slug === 'payload-locked-documents') {
    // Payload makes the caller the owner: someone else stores them.
    const res = await api.post(`/api/${slug}`, {
      headers: auth(someoneElsesToken),
      data: { ...(await fixture(slug)), user: { relationTo: 'users', value: someoneElse } },
    })
    expect(res.status(), await res.text()).toBe(201)
    id = (await res.json()).doc.id
  } else {
    const res = await api.post(`/api/${slug}`, {
      headers: headers('admin'),
      data: await fixture(slug),
    })
    expect(res.status(), await res.text()).toBe(201)
    id = (await res.json()).doc.id
  }
  created.push({ slug, id })
  return id
}

/** Nobody may do anything with it: its cells run against an id that may not even exist. */
const untouchable = (slug: string) =>
  OPS.every((op) => collections[slug as keyof typeof collections][op].length === 0)
/** Written by the server only: cells run against a record it wrote (the seed's settings). */
const serverWritten = new Set(['audit-log'])

function submission() {
  return {
    submissionId: crypto.randomUUID(),
    variant: 'full',
    offer: 'october',
    name: 'Matrix Client',
    email: 'matrix.client@example.com',
    company: 'Matrix Ltd',
    role: 'Founder',
    phone: '',
    companyName: 'Matrix Ltd',
    companyWebsite: 'matrix.example',
    offeringSummary: 'Access tests.',
    coreProducts: 'Tests',
    icps: [{ jobTitles: ['Head of Testing'], companySize: [], industry: [], countries: [] }],
    prospectProblem: 'Leaks',
    transformation: 'None',
    linkedinCredentials: false,
    completedSignup: false,
    bookedCall: false,
  }
}

// ---------------------------------------------------------------------------------------------
// One cell: an operation by an actor. True when it ran, false when refused.

async function cell(
  slug: string,
  op: Op,
  actor: Actor,
  target: () => Promise<number>,
): Promise<Answer> {
  const h = { headers: headers(actor) }
  switch (op) {
    case 'read': {
      const id = await target()
      if (slug === 'payload-preferences') {
        // GET /api/payload-preferences/:key reads the caller's own preference by key.
        const res = await api.get(`/api/${slug}?depth=0&where[id][equals]=${id}`, h)
        const answer = await restVerdict(res)
        const { docs = [] } = answer.allowed ? await res.json() : {}
        return { ...answer, allowed: docs.some((d: { id: number }) => d.id === id) }
      }
      const res = await api.get(`/api/${slug}/${id}?depth=0`, h)
      const answer = await restVerdict(res)
      return { ...answer, allowed: answer.allowed && (await res.json()).id === id }
    }
    case 'create': {
      if (slug === 'media')
        return restVerdict(
          await api.post('/api/media', {
            ...h,
            multipart: {
              file: { name: `${uniqueSlug('m')}.png`, mimeType: 'image/png', buffer: tinyPng() },
              _payload: JSON.stringify({ alt: 'Matrix square' }),
            },
          }),
        )
      const data = await fixture(slug)
      if (slug === 'payload-preferences' || slug === 'payload-locked-documents')
        data.user = { relationTo: 'users', value: ids[actor as Exclude<Actor, 'anonymous'>] }
      return restVerdict(await api.post(`/api/${slug}`, { ...h, data }))
    }
    case 'update':
      return restVerdict(await api.patch(`/api/${slug}/${await target()}`, { ...h, data: {} }))
    case 'delete': {
      const id = await target()
      if (slug === 'payload-preferences') {
        // DELETE /api/payload-preferences/:key deletes the caller's own preference by key.
        const res = await api.delete(`/api/${slug}?where[id][equals]=${id}`, h)
        const answer = await restVerdict(res)
        const { docs = [] } = answer.allowed ? await res.json() : {}
        return { ...answer, allowed: docs.some((d: { id: number }) => d.id === id) }
      }
      return restVerdict(await api.delete(`/api/${slug}/${id}`, h))
    }
  }
}

async function globalCell(slug: string, op: Op, actor: Actor): Promise<Answer> {
  const h = { headers: headers(actor) }
  // Currencies are versioned: save a draft, which changes nothing the site shows.
  const draft = slug === 'currencies'
  if (op === 'read') return restVerdict(await api.get(`/api/globals/${slug}`, h))
  return restVerdict(
    await api.post(`/api/globals/${slug}${draft ? '?draft=true' : ''}`, { ...h, data: {} }),
  )
}

// ---------------------------------------------------------------------------------------------

test('the table covers every collection and global of the config, and only those', () => {
  test.slow() // The config is loaded in a child process.
  expect(tableGaps(fromConfig<ConfigSlugs>('scripts/config-slugs.ts'))).toEqual([])
  console.log(
    `Access matrix: ${MATRIX_CELLS} cells (actors × collections and globals × operations)`,
  )
})

for (const [slug, ops] of Object.entries(collections)) {
  test(`${slug}: ${OPS.map((op) => `${op} by ${ops[op].join(', ') || 'nobody'}`).join('; ')}`, async () => {
    test.slow()
    // One shared document to read and update; a fresh one for every delete.
    let shared: Promise<number> | undefined
    const existing = serverWritten.has(slug) ? () => anyId(slug) : async () => 1
    const fixed = untouchable(slug) || serverWritten.has(slug)
    const target = fixed ? existing : async () => (shared ??= stored(slug))
    const fresh = fixed ? existing : () => stored(slug)
    const wrong: string[] = []
    let cells = 0
    for (const op of OPS)
      for (const actor of ACTORS) {
        const expected = ops[op].includes(actor)
        cells++
        const answer = await cell(slug, op, actor, op === 'delete' ? fresh : target).catch(
          (error: Error) => ({ allowed: !expected, detail: error.message }),
        )
        if (answer.allowed !== expected)
          wrong.push(
            `${actor} ${expected ? 'should' : 'should not'} ${op} ${slug}: ${answer.detail}`,
          )
      }
    expect(wrong).toEqual([])
    expect(cells).toBe(OPS.length * ACTORS.length)
  })
}

for (const [slug, ops] of Object.entries(globals)) {
  test(`global ${slug}: read by ${ops.read.join(', ') || 'nobody'}; update by ${ops.update.join(', ') || 'nobody'}`, async () => {
    const wrong: string[] = []
    for (const op of GLOBAL_OPS)
      for (const actor of ACTORS) {
        const expected = ops[op].includes(actor)
        const answer = await globalCell(slug, op, actor).catch((error: Error) => ({
          allowed: !expected,
          detail: error.message,
        }))
        if (answer.allowed !== expected)
          wrong.push(
            `${actor} ${expected ? 'should' : 'should not'} ${op} ${slug}: ${answer.detail}`,
          )
      }
    expect(wrong).toEqual([])
  })
}

// ---------------------------------------------------------------------------------------------
// The admin: what each role is shown and what it is refused.

/** The admin as a signed-in browser asks for it: the staff cookie, a same-origin navigation. */
async function adminPage(actor: Actor, path: string) {
  const res = await api.get(path, {
    headers: {
      'Sec-Fetch-Site': 'same-origin',
      ...(actor === 'anonymous' ? {} : { Cookie: `payload-token=${tokens[actor]}` }),
    },
    maxRedirects: 0,
  })
  const html = await res.text()
  const toLogin = html.includes('NEXT_REDIRECT;replace;/admin/login') || res.status() === 307
  return { status: res.status(), html, shown: res.status() === 200 && !toLogin, toLogin }
}

test('the admin lists and opens for each role exactly the screens the table gives it', async () => {
  test.slow()
  const wrong: string[] = []
  for (const actor of ACTORS) {
    const dashboard = await adminPage(actor, '/admin')
    const linked = new Set(
      [...dashboard.html.matchAll(/href="\/admin\/collections\/([a-z-]+)"/g)].map((m) => m[1]),
    )
    for (const [slug, { screen }] of Object.entries(collections)) {
      const expected = screen.includes(actor)
      if (linked.has(slug) !== expected)
        wrong.push(`${actor}: the dashboard ${expected ? 'should' : 'should not'} link ${slug}`)
      const view = await adminPage(actor, `/admin/collections/${slug}`)
      if (view.shown !== expected)
        wrong.push(`${actor}: /admin/collections/${slug} answered ${view.status}`)
      if (actor === 'anonymous' && !view.toLogin)
        wrong.push(`anonymous: /admin/collections/${slug} does not send to the login`)
    }
    for (const [slug, { screen }] of Object.entries(globals)) {
      const view = await adminPage(actor, `/admin/globals/${slug}`)
      if (view.shown !== screen.includes(actor))
        wrong.push(`${actor}: /admin/globals/${slug} answered ${view.status}`)
    }
  }
  expect(wrong).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// Drafts: never shown to anonymous callers (nor to ops, who do not edit content).

test('drafts stay hidden from anonymous callers and ops: by id, by query, versions', async () => {
  for (const slug of ['pages', 'posts']) {
    // A document only ever saved as a draft, and a published one with a newer draft.
    const draftData = await fixture(slug)
    const draftRes = await api.post(`/api/${slug}?draft=true`, {
      headers: headers('admin'),
      data: { ...draftData, _status: 'draft' },
    })
    expect(draftRes.status(), await draftRes.text()).toBe(201)
    const draft = (await draftRes.json()).doc
    created.push({ slug, id: draft.id })
    const live = await stored(slug)
    const liveTitle = (await (await api.get(`/api/${slug}/${live}`)).json()).title
    const patched = await api.patch(`/api/${slug}/${live}?draft=true`, {
      headers: headers('admin'),
      data: { title: 'Unpublished headline' },
    })
    expect(patched.ok()).toBeTruthy()

    for (const actor of ['anonymous', 'ops'] as Actor[]) {
      const h = { headers: headers(actor) }
      const what = `${actor}, ${slug}`
      // REST: by id, by query, with draft=true.
      expect((await api.get(`/api/${slug}/${draft.id}?draft=true`, h)).status(), what).toBe(404)
      const list = await (
        await api.get(`/api/${slug}?draft=true&where[slug][equals]=${draft.slug}`, h)
      ).json()
      expect(list.totalDocs, what).toBe(0)
      const liveDoc = await (await api.get(`/api/${slug}/${live}?draft=true`, h)).json()
      expect(liveDoc.title, what).toBe(liveTitle)
      // Versions hold every draft: refused outright.
      expect((await api.get(`/api/${slug}/versions`, h)).status(), what).toBe(403)
      const versionId = (
        await (
          await api.get(`/api/${slug}/versions?where[parent][equals]=${live}&limit=1`, {
            headers: headers('admin'),
          })
        ).json()
      ).docs[0].id
      expect((await api.get(`/api/${slug}/versions/${versionId}`, h)).status(), what).toBe(403)
    }
    // Editors do see it.
    const seen = await api.get(`/api/${slug}/${draft.id}?draft=true`, {
      headers: headers('marketer'),
    })
    expect(seen.status()).toBe(200)
  }

  // A global's draft: saved, not shown; its versions refused.
  const before = await (await api.get('/api/globals/currencies')).json()
  const saved = await api.post('/api/globals/currencies?draft=true', {
    headers: headers('admin'),
    data: { gbp: { ...before.gbp, symbol: 'DRAFT£' } },
  })
  expect(saved.ok(), await saved.text()).toBeTruthy()
  try {
    for (const actor of ['anonymous', 'ops'] as Actor[]) {
      const h = { headers: headers(actor) }
      const current = await (await api.get('/api/globals/currencies?draft=true', h)).json()
      expect(current.gbp.symbol).toBe(before.gbp.symbol)
      expect((await api.get('/api/globals/currencies/versions', h)).status()).toBe(403)
    }
  } finally {
    await api.post('/api/globals/currencies?draft=true', {
      headers: headers('admin'),
      data: { gbp: before.gbp },
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Secrets: no answer to anyone carries a password hash, a salt, a reset token or an API key.

const SECRET_KEYS = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  '_verificationToken',
  'sessions',
  'loginAttempts',
  'lockUntil',
]

function secretsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => secretsIn(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => [
    ...(SECRET_KEYS.includes(k) ? [`${path}.${k}`] : []),
    ...secretsIn(v, `${path}.${k}`),
  ])
}

test('no answer carries password hashes, salts, reset tokens, API keys or job internals', async () => {
  test.slow()
  // Give the admin a reset token to find, should anything show it.
  await api.post('/api/users/forgot-password', { data: { email: process.env.E2E_ADMIN_EMAIL } })
  const leaks: string[] = []
  for (const actor of ACTORS) {
    const h = { headers: headers(actor) }
    const answers: Array<[string, unknown]> = []
    for (const slug of Object.keys(collections)) {
      const res = await api.get(`/api/${slug}?depth=2&limit=100&draft=true`, h)
      answers.push([`GET /api/${slug}`, await res.json().catch(() => null)])
    }
    for (const slug of Object.keys(globals))
      answers.push([slug, await (await api.get(`/api/globals/${slug}?depth=2`, h)).json()])
    answers.push(['GET /api/users/me', await (await api.get('/api/users/me', h)).json()])
    // Job internals (inputs, logs, errors) are nobody's through the API.
    const jobs = await api.get('/api/payload-jobs?depth=0', h)
    if (jobs.ok()) leaks.push(`${actor}: GET /api/payload-jobs answered ${jobs.status()}`)
    for (const [where, body] of answers)
      for (const path of secretsIn(body)) leaks.push(`${actor}: ${where} has ${path}`)
  }
  expect(leaks).toEqual([])
})

test('nobody starts a second job runner over HTTP (the app runs the only one)', async () => {
  for (const actor of ACTORS) {
    const res = await api.get('/api/payload-jobs/run?limit=1', { headers: headers(actor) })
    expect(res.status(), actor).toBe(401)
  }
})
