/**
 * CSRF: a staff cookie counts only on requests from the site's own origin (payload.config.ts,
 * `csrf`). From any other origin the caller is anonymous, so a page elsewhere cannot write with a
 * signed-in editor's cookie. Tokens sent in the Authorization header are not sent by browsers on
 * their own and are unaffected.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test'
import { adminToken, auth, uniqueSlug } from './helpers'

const site = process.env.E2E_BASE_URL!
const foreign = 'https://evil.example'
let editor: APIRequestContext
let cookieHeader: string
let token: string

test.beforeAll(async () => {
  const adminJwt = await adminToken()
  const setup = await playwrightRequest.newContext({ baseURL: site })
  const email = `${uniqueSlug('csrf')}@test.leadpilot.example`
  const password = 'csrf-marketer-password-42'
  expect(
    (
      await setup.post('/api/users', {
        headers: auth(adminJwt),
        data: { email, password, role: 'marketer' },
      })
    ).ok(),
  ).toBeTruthy()
  await setup.dispose()
  // Signed in the way the admin signs in: the answer sets the staff cookie on this client.
  editor = await playwrightRequest.newContext({ baseURL: site })
  const login = await editor.post('/api/users/login', {
    headers: { Origin: site },
    data: { email, password },
  })
  expect(login.ok()).toBeTruthy()
  token = (await login.json()).token
  cookieHeader = login.headers()['set-cookie'] ?? ''
})
test.afterAll(() => editor.dispose())

const redirect = () => ({
  from: `/${uniqueSlug('csrf')}`,
  to: { type: 'custom', url: '/' },
  type: '301',
})

test('the staff cookie is HttpOnly and SameSite=Lax', () => {
  expect(cookieHeader).toMatch(/payload-token=/)
  expect(cookieHeader).toMatch(/HttpOnly/i)
  expect(cookieHeader).toMatch(/SameSite=Lax/i)
  expect(cookieHeader).toMatch(/Path=\//)
})

test('a cookie write from a foreign origin is refused; from the site itself it works', async () => {
  // REST.
  const attack = await editor.post('/api/redirects', {
    headers: { Origin: foreign },
    data: redirect(),
  })
  expect(attack.status()).toBe(403)
  const own = await editor.post('/api/redirects', { headers: { Origin: site }, data: redirect() })
  expect(own.status(), await own.text()).toBe(201)
  const id = (await own.json()).doc.id

  const patchAttack = await editor.patch(`/api/redirects/${id}`, {
    headers: { Origin: foreign },
    data: { type: '302' },
  })
  expect(patchAttack.status()).toBe(403)
  const deleteAttack = await editor.delete(`/api/redirects/${id}`, { headers: { Origin: foreign } })
  expect(deleteAttack.status()).toBe(403)
  // The foreign origin also reads as a visitor: it is not signed in at all.
  const me = await (await editor.get('/api/users/me', { headers: { Origin: foreign } })).json()
  expect(me.user).toBeNull()

  // Clean up from the site itself.
  expect((await editor.delete(`/api/redirects/${id}`, { headers: { Origin: site } })).ok()).toBe(
    true,
  )
})

test('without an Origin, the browser-set Sec-Fetch-Site decides; a bare cookie counts for nothing', async () => {
  const as = (headers: Record<string, string>) =>
    editor.post('/api/redirects', { headers, data: redirect() })
  expect((await as({ 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403)
  // A client that sends neither header is not a browser on this site: no cookie sign-in.
  expect((await as({})).status()).toBe(403)
  const same = await as({ 'Sec-Fetch-Site': 'same-origin' })
  expect(same.status()).toBe(201)
  await editor.delete(`/api/redirects/${(await same.json()).doc.id}`, {
    headers: { Origin: site },
  })
})

test('a token in the Authorization header is not a cookie: it works from anywhere', async () => {
  const anywhere = await playwrightRequest.newContext({ baseURL: site })
  try {
    const res = await anywhere.post('/api/redirects', {
      headers: { ...auth(token), Origin: foreign },
      data: redirect(),
    })
    expect(res.status()).toBe(201)
    await anywhere.delete(`/api/redirects/${(await res.json()).doc.id}`, { headers: auth(token) })
  } finally {
    await anywhere.dispose()
  }
})
