import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rest, staffToken, testPayload } from './payload'
import { loadStaff, uniq } from './matrix'
import { samples } from './samples'

// Every content collection and global keeps drafts and versions: what a marketer saves as a draft
// stays off the public site and out of anonymous API answers until it is published.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await loadStaff()
})

/** What the tests made, removed afterwards: other suites count the seeded documents. */
const made: Array<{ collection: Drafted; id: number }> = []

afterAll(async () => {
  for (const { collection, id } of made) {
    await payload.delete({ collection, id, overrideAccess: true })
  }
})

/** A text field of each newly versioned collection, and a draft value for it. */
const drafted = {
  authors: 'jobTitle',
  'case-studies': 'duration',
  'faq-items': 'answer',
  testimonials: 'quote',
  'team-members': 'role',
  'academy-modules': 'description',
  'academy-videos': 'duration',
  'learning-steps': 'title',
  redirects: 'from',
} as const

type Drafted = keyof typeof drafted

const json = async (res: Response) => (await res.json()) as Record<string, unknown>

describe('drafts of content collections', () => {
  for (const collection of Object.keys(drafted) as Drafted[]) {
    const field = drafted[collection]

    it(`${collection}: anonymous callers read the published version only`, async () => {
      const created = (await payload.create({
        collection,
        data: (await samples[collection].data()) as never,
      })) as unknown as Record<string, unknown> & { id: number }
      made.push({ collection, id: created.id })
      const published = created[field]
      const draftValue = field === 'from' ? `/draft-${uniq()}` : `Draft ${uniq()}`
      await payload.update({
        collection,
        id: created.id,
        data: { [field]: draftValue } as never,
        draft: true,
      })

      for (const query of ['', '?draft=true']) {
        const one = await rest('GET', `${collection}/${created.id}${query}`)
        expect(one.status).toBe(200)
        expect((await json(one))[field]).toBe(published)
      }
      const list = await json(await rest('GET', `${collection}?where[id][equals]=${created.id}`))
      expect((list.docs as Record<string, unknown>[])[0][field]).toBe(published)
      // Asked for drafts, an anonymous list leaves the document out rather than show the draft.
      const drafts = await json(
        await rest('GET', `${collection}?where[id][equals]=${created.id}&draft=true`),
      )
      for (const doc of drafts.docs as Record<string, unknown>[]) {
        expect(doc[field]).toBe(published)
      }
      // An editor sees the draft.
      const token = await staffToken('marketer')
      const asEditor = await rest('GET', `${collection}/${created.id}?draft=true`, { token })
      expect((await json(asEditor))[field]).toBe(draftValue)
      // Versions are for editors only.
      expect((await rest('GET', `${collection}/versions`)).status).toBe(403)
      expect((await rest('GET', `${collection}/versions`, { token })).status).toBe(200)
    })

    it(`${collection}: a document never published is hidden from anonymous callers`, async () => {
      const draft = (await payload.create({
        collection,
        data: { ...(await samples[collection].data()), _status: 'draft' } as never,
        draft: true,
      })) as unknown as { id: number }
      made.push({ collection, id: draft.id })
      expect((await rest('GET', `${collection}/${draft.id}`)).status).toBe(404)
      const list = await json(await rest('GET', `${collection}?where[id][equals]=${draft.id}`))
      expect(list.totalDocs).toBe(0)
      const ops = await staffToken('ops')
      const asOps = await json(
        await rest('GET', `${collection}?where[id][equals]=${draft.id}`, { token: ops }),
      )
      expect(asOps.totalDocs).toBe(0)
    })
  }

  it('GraphQL is not served, so it reads nothing', async () => {
    const res = await rest('POST', 'graphql', {
      body: { query: '{ FaqItems(draft: true) { docs { question } } }' },
    })
    expect(res.status).not.toBe(200)
  })
})

describe('drafts of the site settings', () => {
  it('anonymous callers read the published settings; versions are for editors', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const note = `Draft note ${uniq()}`
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { footerNote: note },
      draft: true,
    })
    try {
      for (const query of ['', '?draft=true']) {
        const res = await json(await rest('GET', `globals/site-settings${query}`))
        expect(res.footerNote ?? null).toBe(before.footerNote ?? null)
      }
      // The public site reads the stored global: still the published one.
      const live = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(live.footerNote ?? null).toBe(before.footerNote ?? null)
      const token = await staffToken('marketer')
      const draft = await json(await rest('GET', 'globals/site-settings?draft=true', { token }))
      expect(draft.footerNote).toBe(note)
      expect((await rest('GET', 'globals/site-settings/versions')).status).toBe(403)
      expect((await rest('GET', 'globals/site-settings/versions', { token })).status).toBe(200)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { footerNote: before.footerNote, _status: 'published' },
      })
    }
  })

  it('a draft change of the brief recipients is not audited; publishing it is, against the live list', async () => {
    const live = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const team = (live.briefRecipients ?? []).map((row) => row.email)
    const added = `draft-${uniq()}@leadpilot.example`
    const token = await staffToken('admin')
    const started = new Date().toISOString()
    const records = async () =>
      (
        await payload.find({
          collection: 'audit-log',
          where: {
            and: [
              { createdAt: { greater_than_equal: started } },
              { change: { equals: 'Brief recipients' } },
            ],
          },
          sort: '-createdAt',
        })
      ).docs
    try {
      const body = { briefRecipients: [...team, added].map((email) => ({ email })) }
      const draft = await rest('POST', 'globals/site-settings?draft=true', { token, body })
      expect(draft.status).toBe(200)
      expect(await records()).toHaveLength(0)
      const publish = await rest('POST', 'globals/site-settings?draft=true', {
        token,
        body: { ...body, _status: 'published' },
      })
      expect(publish.status).toBe(200)
      const [record] = await records()
      expect(record).toMatchObject({ before: team, after: [...team, added] })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { briefRecipients: team.map((email) => ({ email })), _status: 'published' },
      })
    }
  })

  it('privacy settings keep a version of every save, read by admins only', async () => {
    const token = await staffToken('admin')
    const settings = await payload.findGlobal({ slug: 'privacy-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'privacy-settings',
      data: { enquiryMonths: settings.enquiryMonths },
    })
    const versions = await json(await rest('GET', 'globals/privacy-settings/versions', { token }))
    expect(Number(versions.totalDocs)).toBeGreaterThan(0)
    const marketer = await staffToken('marketer')
    expect(
      (await rest('GET', 'globals/privacy-settings/versions', { token: marketer })).status,
    ).toBe(403)
  })
})
