import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { documentTag } from '@/lib/cache-tags'
import { testPayload } from './payload'

let payload: Payload
/** Stands in for the server's internal revalidation route, which the local API asks. */
let server: http.Server
const asked: Array<{ tags: string[]; titleThen: string | undefined }> = []
let onAsked = () => {}
const savedPort = process.env.PORT

beforeAll(async () => {
  payload = await testPayload()
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      void (async () => {
        const { tags } = JSON.parse(body) as { tags: string[] }
        // What a page drawn now would read: outside any transaction.
        const slug = tags.find((tag) => tag.startsWith('collection:pages:'))?.split(':')[2]
        const { docs } = await payload.find({
          collection: 'pages',
          where: { slug: { equals: slug } },
          depth: 0,
        })
        asked.push({ tags, titleThen: docs[0]?.title })
        res.setHeader('content-type', 'application/json')
        res.end('{}')
        onAsked()
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The internal origin is the server's own port.
  process.env.PORT = String((server.address() as AddressInfo).port)
})

afterAll(async () => {
  if (savedPort === undefined) delete process.env.PORT
  else process.env.PORT = savedPort
  await new Promise((resolve) => server.close(resolve))
})

test('a change made through the local API expires its pages once it is committed, not before', async () => {
  const slug = `committed-${Date.now()}`
  const page = await payload.create({
    collection: 'pages',
    context: { disableRevalidate: true },
    data: {
      title: 'Before',
      slug,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'A page' }],
    },
  })
  const arrived = new Promise<void>((resolve) => (onAsked = resolve))

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  await payload.update({ collection: 'pages', id: page.id, data: { title: 'After' }, req })
  // While the change is uncommitted, a page drawn again would show it as it was: nothing is asked.
  await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 500))])
  expect(asked).toEqual([])

  await commitTransaction(req)
  await arrived
  expect(asked).toHaveLength(1)
  expect(asked[0]!.tags).toContain(documentTag('pages', slug))
  expect(asked[0]!.titleThen).toBe('After')
})
