import { describe, expect, it } from 'vitest'
import { rest, staffToken, testPayload } from './payload'

/** A request to Payload's REST route as the app serves it, with a body sent as it is. */
async function send(method: 'POST' | 'PATCH', path: string, body: string, type: string) {
  const token = await staffToken('admin')
  const route = await import('@/app/(payload)/api/[...slug]/route')
  const request = new Request(`http://localhost/api/${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': type },
    body,
  })
  const slug = new URL(request.url).pathname.split('/').slice(2)
  return route[method](request, { params: Promise.resolve({ slug }) })
}

const message = async (res: Response) =>
  ((await res.json()) as { errors: { message: string }[] }).errors[0]?.message

describe('a `where` Payload cannot run on the field it names', () => {
  it('is a 400 that says how to query that field instead', async () => {
    const token = await staffToken('admin')
    const refused = {
      'pages?where[layout][equals]=x': /query a field inside them, such as layout\.blockType/,
      'pages?where[layout][like]=x': /layout\.blockType/,
      'pages?where[and][0][layout][exists]=true': /layout\.blockType/,
      'pages?where[layout.blockType][equals]=x': /compare it with one or more of .*hero/,
      'pages?where[layout.blockType][in]=hero,nope': /layout\.blockType is the type of a block/,
      'pages?where[layout.blockType][exists]=true': /layout\.blockType/,
      'pages?where[layout.stats][equals]=x': /layout\.stats holds fields.*such as layout\.stats\./,
      'pages?where[layout.cta][like]=x': /layout\.cta holds fields/,
      'payload-locked-documents?where[user.value][in]=1': /takes a list of IDs/,
      'posts?where[publishedAt][contains]=x': /Dates cannot be searched as text/,
      'posts?where[createdAt][not_like]=2026': /Dates cannot be searched as text/,
      'posts?where[author.createdAt][like]=x': /Dates cannot be searched as text/,
      'posts/count?where[updatedAt][contains]=x': /Dates cannot be searched as text/,
      'pages/versions?where[version.layout][in]=x': /version\.layout\.blockType/,
      'payload-locked-documents?where[document][equals]=1': /document\.relationTo.*document\.value/,
      'payload-locked-documents?where[user][exists]=true': /user\.relationTo/,
      'payload-preferences?where[user][in]=1': /user\.relationTo/,
    }
    for (const [query, expected] of Object.entries(refused)) {
      const res = await rest('GET', query, { token })
      expect(res.status, query).toBe(400)
      expect(await message(res), query).toMatch(expected)
    }
  })

  it('leaves the queries Payload supports on those fields alone', async () => {
    const token = await staffToken('admin')
    for (const query of [
      'pages?where[layout.blockType][equals]=hero',
      'pages?where[layout.blockType][in][0]=hero&where[layout.blockType][in][1]=cards',
      'posts?where[publishedAt][less_than]=2100-01-01',
      'posts?where[author.name][like]=a',
      'payload-locked-documents?where[document.relationTo][equals]=pages',
      'payload-locked-documents?where[user][equals][relationTo]=users&where[user][equals][value]=1',
      'payload-preferences?where[user.value][equals]=1',
      'payload-preferences?where[user.value][in]=1,2',
      'pages?where[layout.stats.value][exists]=true',
    ]) {
      expect((await rest('GET', query, { token })).status, query).toBe(200)
    }
  })

  it('is not checked for callers who may not read the collection: they are refused as before', async () => {
    const res = await rest('GET', 'onboarding-submissions?where[createdAt][contains]=x')
    expect(res.status).toBe(403)
  })
})

describe('a staff write whose body Payload does not read', () => {
  it('is a 400 that names the formats it takes, and changes nothing', async () => {
    const payload = await testPayload()
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0 })).docs[0]!
    for (const [method, path] of [
      ['PATCH', `pages/${page.id}`],
      ['PATCH', `pages?where[id][equals]=${page.id}`],
      ['POST', 'pages'],
    ] as const) {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
        const res = await send(method, path, 'title=Changed', type)
        expect(res.status, `${method} ${path} as ${type}`).toBe(400)
        expect(await message(res)).toMatch(/application\/json.*multipart\/form-data/)
      }
    }
    const after = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(after.title).toBe(page.title)
  })
})

describe('an image to fetch from an address', () => {
  it('that is private or internal is a 400 that says so, and nothing is stored', async () => {
    for (const url of ['http://127.0.0.1:9/x.png', 'http://169.254.169.254/latest', '/x.png']) {
      const res = await send(
        'POST',
        'media',
        JSON.stringify({ alt: 'x', filename: 'x.png', url }),
        'application/json',
      )
      expect(res.status, url).toBe(400)
      expect(await message(res), url).toMatch(/private or internal/)
    }
  })

  it('that cannot be fetched is a 400 that says so', async () => {
    for (const url of ['http://no-such-host.invalid/x.png', 'ftp://example.com/x.png']) {
      const res = await send(
        'POST',
        'media',
        JSON.stringify({ alt: 'x', filename: 'x.png', url }),
        'application/json',
      )
      expect(res.status, url).toBe(400)
      expect(await message(res), url).toMatch(/could not be fetched/)
    }
    const payload = await testPayload()
    const stored = await payload.find({ collection: 'media', where: { filename: { like: 'x' } } })
    expect(stored.docs.filter((doc) => doc.alt === 'x')).toEqual([])
  })
})
