/**
 * Where Preview and Live Preview open a document shown inside pages: the first published page
 * whose block shows it, with the drafts in place (the preview route's address).
 */
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { claimUsage } from '@collections/Claims/usage'
import { testPayload } from './payload'

let payload: Payload
let req: PayloadRequest
beforeAll(async () => {
  payload = await testPayload()
  req = await createLocalReq({}, payload)
})

type Preview = (doc: Record<string, unknown>, options: { req: PayloadRequest }) => unknown

/** The site path a document's Preview button opens. */
async function previewPath(collection: CollectionSlug, doc: Record<string, unknown>) {
  const preview = payload.collections[collection].config.admin.preview as unknown as Preview
  const url = String(await preview(doc, { req }))
  expect(url).toMatch(/^\/next\/preview\?path=/)
  return new URL(url, 'http://x').searchParams.get('path')
}

describe('preview of what pages show', () => {
  it('opens the page whose block shows the document', async () => {
    expect(await previewPath('team-members', { name: 'Someone new' })).toBe('/about')
    expect(await previewPath('testimonials', { name: 'A client' })).toBe('/')
    expect(await previewPath('case-studies', { kind: 'b2b' })).toBe('/case-studies')
    expect(await previewPath('case-studies', { kind: 'charity' })).toBe('/non-profit-case-studies')
    expect(await previewPath('academy-modules', { title: 'A module' })).toBe('/leadpilot-academy')
    const faq = await payload.find({ collection: 'faq-items', limit: 1, depth: 0 })
    expect(await previewPath('faq-items', { id: faq.docs[0]!.id })).toBe('/contact')
  })

  it('opens a claim on a page that quotes it, and an author on their latest article', async () => {
    const usage = await claimUsage(payload)
    const key = 'meetings-booked'
    const path = await previewPath('claims', { key })
    expect(usage.find((page) => page.path === path)?.keys).toContain(key)
    // A claim no page quotes yet: the home page.
    expect(await previewPath('claims', { key: 'not-quoted-anywhere' })).toBe('/')

    const author = await payload.find({ collection: 'authors', limit: 1, depth: 0 })
    expect(await previewPath('authors', { id: author.docs[0]!.id })).toMatch(/^\/blog\/.+/)
    expect(await previewPath('authors', { name: 'Not saved yet' })).toBe('/blog')
  })

  it('opens the home page for the site settings', async () => {
    const preview = payload.globals.config.find((g) => g.slug === 'site-settings')!.admin
      .preview as unknown as Preview
    expect(String(await preview({}, { req }))).toBe('/next/preview?path=%2F')
  })
})
