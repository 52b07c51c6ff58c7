/**
 * What Create New leaves behind: the empty page it makes at once is deleted by the nightly job a
 * day after its last change, unless it was given a title or blocks, or was ever published.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { deleteAbandonedPages } from '@collections/Pages/untitled'
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
