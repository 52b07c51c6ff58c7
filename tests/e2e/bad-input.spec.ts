/**
 * Staff requests Payload could not carry out because of what they hold, each answered 4xx with a
 * message that says what is wrong, changing nothing, and logged below error level: a `where` that
 * cannot be run on the field it names, a body in a format Payload does not read, and a file to
 * fetch from an address the server may not reach.
 */
import { expect, test } from '@playwright/test'
import { rawGet, serverErrorsFromNow } from './fuzz-support'
import { adminToken, auth, uniqueSlug } from './helpers'

test('a `where` on blocks, on a polymorphic relationship, or searching a date as text is a 400 that says why', async ({
  request,
}) => {
  const errors = serverErrorsFromNow()
  const headers = auth(await adminToken())
  const refused = {
    'pages?where[layout][equals]=x': /layout\.blockType/,
    'pages?where[layout][like]=x': /layout\.blockType/,
    'pages?where[or][0][layout][exists]=true': /layout\.blockType/,
    'pages?where[layout.blockType][equals]=1': /compare it with one or more of .*hero/,
    'posts?where[publishedAt][contains]=x': /Dates cannot be searched as text/,
    'posts?where[author.createdAt][not_like]=x': /Dates cannot be searched as text/,
    'pages/versions?where[version.layout][in]=x': /blockType/,
    'payload-locked-documents?where[document][equals]=1': /document\.relationTo/,
    'payload-preferences?where[user][in]=1': /user\.relationTo/,
  }
  for (const [query, message] of Object.entries(refused)) {
    const res = await request.get(`/api/${query}`, { headers })
    expect(res.status(), query).toBe(400)
    expect((await res.json()).errors[0].message, query).toMatch(message)
  }
  // The same fields, queried as Payload supports, still answer.
  for (const query of [
    'pages?where[layout.blockType][equals]=hero',
    'posts?where[publishedAt][less_than]=2100-01-01',
    'payload-locked-documents?where[document.relationTo][equals]=pages',
    'payload-preferences?where[user.value][equals]=1',
  ]) {
    expect((await request.get(`/api/${query}`, { headers })).status(), query).toBe(200)
  }
  expect(errors()).toEqual([])
})

test('a staff write whose body is not JSON or form data is a 400 that names the formats, and changes nothing', async ({
  request,
}) => {
  const errors = serverErrorsFromNow()
  const headers = auth(await adminToken())
  const slug = uniqueSlug('urlencoded')
  const created = await request.post('/api/redirects', {
    headers,
    data: { from: `/${slug}`, to: { type: 'custom', url: '/' }, type: '301' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()).doc
  for (const [method, path] of [
    ['PATCH', `/api/redirects/${id}`],
    ['PATCH', `/api/redirects?where[id][equals]=${id}`],
    ['POST', '/api/redirects'],
  ]) {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const res = await request.fetch(path, {
        method,
        headers: { ...headers, 'content-type': type },
        data: Buffer.from(`from=%2F${slug}-changed`),
      })
      expect(res.status(), `${method} ${path} as ${type}`).toBe(400)
      expect((await res.json()).errors[0].message).toMatch(
        /application\/json.*multipart\/form-data/,
      )
    }
  }
  const stored = await request.get(`/api/redirects/${id}?depth=0`, { headers })
  expect((await stored.json()).from).toBe(`/${slug}`)
  await request.delete(`/api/redirects/${id}`, { headers })
  expect(errors()).toEqual([])
})

test('an image to fetch from a private, internal or unreachable address is a 400 that says so, and stores nothing', async ({
  request,
}) => {
  const errors = serverErrorsFromNow()
  const headers = auth(await adminToken())
  const alt = uniqueSlug('from-url')
  const addresses = {
    'http://127.0.0.1:9/x.png': /private or internal/,
    'http://169.254.169.254/latest/meta-data': /private or internal/,
    'http://[::1]/x.png': /private or internal/,
    '/x.png': /private or internal/,
    'http://no-such-host.invalid/x.png': /could not be fetched/,
    'ftp://example.com/x.png': /could not be fetched/,
  }
  for (const [url, message] of Object.entries(addresses)) {
    const json = await request.post('/api/media', {
      headers,
      data: { alt, filename: 'x.png', url },
    })
    expect(json.status(), url).toBe(400)
    expect((await json.json()).errors[0].message, url).toMatch(message)
    const form = await request.post('/api/media', {
      headers,
      multipart: { _payload: JSON.stringify({ alt, filename: 'x.png', url }) },
    })
    expect(form.status(), url).toBe(400)
  }
  const stored = await request.get(`/api/media?where[alt][equals]=${alt}`, { headers })
  expect((await stored.json()).totalDocs).toBe(0)
  expect(errors()).toEqual([])
})

test('a percent sign in a page, article or share-card address is a 404, not a server error', async () => {
  const errors = serverErrorsFromNow()
  for (const path of ['/%25', '/x/%25', '/blog/%25', '/og/%25', '/og/blog/%25', '/og/%2525']) {
    expect((await rawGet(path)).status, path).toBe(404)
  }
  expect(errors()).toEqual([])
})
