/**
 * What Create New leaves behind: the empty page it makes at once is deleted by the nightly job a
 * day after its last change, unless it was given a title or blocks, or was ever published.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { deleteAbandonedPages } from '@collections/Pages/untitled'
import { deleteUntouchedDrafts, touchedOnly } from '@collections/untouched'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const DAY_AHEAD = () => new Date(Date.now() + 25 * 3600_000)

/** A page as Create New makes it: an empty draft. */
const blank = () =>
  payload.create({ collection: 'pages', data: {} as never, draft: true, overrideAccess: true })

const exists = async (id: number) =>
  Boolean(
    await payload.findByID({
      collection: 'pages',
      id,
      draft: true,
      disableErrors: true,
      overrideAccess: true,
    }),
  )

describe('untitled pages left by Create New', () => {
  it('deletes an empty untitled draft a day on, and keeps the drafts someone worked on', async () => {
    const left = await blank()
    const titled = await blank()
    await payload.update({
      collection: 'pages',
      id: titled.id,
      data: { title: 'Spring webinar' },
      draft: true,
      autosave: true,
      overrideAccess: true,
    })
    const withBlocks = await blank()
    await payload.update({
      collection: 'pages',
      id: withBlocks.id,
      data: { layout: [{ blockType: 'hero', heading: 'Work in progress' }] } as never,
      draft: true,
      overrideAccess: true,
    })

    // Not yet a day old: nothing goes.
    await deleteAbandonedPages(payload)
    expect(await exists(left.id)).toBe(true)

    await deleteAbandonedPages(payload, DAY_AHEAD())
    expect(await exists(left.id)).toBe(false)
    expect(await exists(titled.id)).toBe(true)
    expect(await exists(withBlocks.id)).toBe(true)
    // A second run removes nothing more.
    expect(await deleteAbandonedPages(payload, DAY_AHEAD())).toBe(0)
  })
})

describe('drafts Create New made and nobody saved', () => {
  /** A case study as Create New makes it: a draft with nothing in it. */
  const opened = () =>
    payload.create({
      collection: 'case-studies',
      data: {} as never,
      draft: true,
      overrideAccess: true,
    })
  const latest = (id: number) =>
    payload.findByID({ collection: 'case-studies', id, draft: true, overrideAccess: true })
  const listed = async (id: number) =>
    (
      await payload.find({
        collection: 'case-studies',
        draft: true,
        where: { and: [{ id: { equals: id } }, touchedOnly] },
        overrideAccess: true,
      })
    ).totalDocs === 1

  it('marks only an empty create, and any later save clears the mark', async () => {
    const left = await opened()
    expect(left.untouched).toBe(true)
    expect(await listed(left.id)).toBe(false)

    const saved = await opened()
    await payload.update({
      collection: 'case-studies',
      id: saved.id,
      data: { title: 'A charity’s trustees, met' },
      draft: true,
      autosave: true,
      overrideAccess: true,
    })
    expect((await latest(saved.id)).untouched).toBe(false)
    expect(await listed(saved.id)).toBe(true)

    // Made with something in it, or sent with the mark by hand: never untouched.
    const made = await payload.create({
      collection: 'faq-items',
      data: { question: 'Do you post on my behalf?', untouched: true } as never,
      draft: true,
      overrideAccess: true,
    })
    expect(made.untouched).toBe(false)
  })

  it('deletes what nobody saved a day on, in any collection that autosaves', async () => {
    const left = await opened()
    const redirect = await payload.create({
      collection: 'redirects',
      data: {} as never,
      draft: true,
      overrideAccess: true,
    })
    const saved = await opened()
    await payload.update({
      collection: 'case-studies',
      id: saved.id,
      data: { title: 'Work in progress' },
      draft: true,
      overrideAccess: true,
    })
    await deleteUntouchedDrafts(payload)
    expect((await latest(left.id)).id).toBe(left.id)

    expect(await deleteUntouchedDrafts(payload, DAY_AHEAD())).toBeGreaterThanOrEqual(2)
    const gone = (collection: 'case-studies' | 'redirects', id: number) =>
      payload
        .findByID({ collection, id, draft: true, disableErrors: true, overrideAccess: true })
        .then((doc) => doc === null)
    expect(await gone('case-studies', left.id)).toBe(true)
    expect(await gone('redirects', redirect.id)).toBe(true)
    expect(await gone('case-studies', saved.id)).toBe(false)
    expect(await deleteUntouchedDrafts(payload, DAY_AHEAD())).toBe(0)
  })
})
