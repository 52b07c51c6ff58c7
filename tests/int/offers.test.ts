import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from './payload'
import { uniq } from './matrix'

// Outside a Next.js server: queries run uncached and cache expiry is a no-op.
vi.mock('next/cache', () => ({
  unstable_cache: (query: () => unknown) => query,
  revalidateTag: () => {},
}))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const DAY = 24 * 60 * 60 * 1000

async function publishOfferPage(slug: string, endsAt: Date | null) {
  const pricing = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'pricing-overview' } },
    limit: 1,
  })
  return payload.create({
    collection: 'pages',
    context: { disableRevalidate: true },
    data: {
      title: `Offer ${slug}`,
      slug,
      _status: 'published',
      layout: [{ blockType: 'hero', heading: 'A limited offer' }],
      offer: endsAt
        ? { endsAt: endsAt.toISOString(), afterEnd: 'redirect', target: pricing.docs[0]!.id }
        : undefined,
    },
  })
}

describe('time-limited offers', () => {
  it('leave the sitemap once they have ended; running offers and other pages stay', async () => {
    const ended = `ended-offer-${uniq()}`
    const running = `running-offer-${uniq()}`
    const plain = `plain-page-${uniq()}`
    await publishOfferPage(ended, new Date(Date.now() - DAY))
    await publishOfferPage(running, new Date(Date.now() + DAY))
    await publishOfferPage(plain, null)

    const { default: sitemap } = await import('@/app/(site)/sitemap')
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname)
    expect(paths).toContain(`/${running}`)
    expect(paths).toContain(`/${plain}`)
    expect(paths).not.toContain(`/${ended}`)
    // The seeded October offer ended on 31 October 2026.
    expect(paths).not.toContain('/october-offer')
  })

  it('queue the expiry of the cached page for the moment a published offer ends', async () => {
    const slug = `queued-offer-${uniq()}`
    const end = new Date(Date.now() + 3 * DAY)
    await publishOfferPage(slug, end)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'endOffer' } },
      pagination: false,
    })
    const docs = jobs.docs.filter((job) => (job.input as { slug?: string }).slug === slug)
    expect(docs).toHaveLength(1)
    expect(new Date(docs[0]!.waitUntil!).getTime()).toBe(end.getTime())
  })

  it('refuse a redirect without a page to send visitors to', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        context: { disableRevalidate: true },
        data: {
          title: 'No target',
          slug: `no-target-${uniq()}`,
          _status: 'published',
          layout: [{ blockType: 'hero', heading: 'Offer' }],
          offer: { endsAt: new Date().toISOString(), afterEnd: 'redirect' },
        },
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: 'Choose the page visitors go to.' })] },
    })
  })
})
