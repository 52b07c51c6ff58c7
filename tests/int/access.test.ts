import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/access'
import type { User } from '@/payload-types'
import {
  type Actor,
  ACTORS,
  COLLECTION_ACCESS,
  GLOBAL_ACCESS,
  GLOBAL_OPS,
  isPayloadOwn,
  OPS,
  tableGaps,
} from '../support/access'
import { rest, staffToken, testPayload } from './payload'
import { allowed, as, loadStaff, uniq, visible } from './matrix'
import { attempt, attemptGlobal, type SiteCollection, type SiteGlobal } from './samples'

const actors = ACTORS

let payload: Payload
let users: Record<Role, User>

beforeAll(async () => {
  payload = await testPayload()
  users = await loadStaff()
})

/**
 * Every operation of every actor on every collection and global of the site, as the table in
 * tests/support/access.ts has it. Payload's own collections and globals are checked over HTTP only.
 */
describe('access matrix', () => {
  it('the table covers every collection and global of the config, and only those', () => {
    expect(tableGaps(payload.config)).toEqual([])
  })

  /** Each cell of a table: what is acted on, the operation, who may, and the attempt. */
  const cellsOf = <O extends string>(
    table: Record<string, Record<O, Actor[]>>,
    ops: O[],
    run: (slug: string, actor: Actor, op: O) => Promise<boolean>,
  ) =>
    Object.entries(table)
      .filter(([slug]) => !isPayloadOwn(slug))
      .flatMap(([slug, rule]) =>
        ops.map((op) => ({ slug, op, who: rule[op], run: (actor: Actor) => run(slug, actor, op) })),
      )
  const cells = [
    ...cellsOf(COLLECTION_ACCESS, OPS, (slug, actor, op) =>
      attempt(slug as SiteCollection, actor, op),
    ),
    ...cellsOf(GLOBAL_ACCESS, GLOBAL_OPS, (slug, actor, op) =>
      attemptGlobal(slug as SiteGlobal, actor, op),
    ),
  ]

  for (const { slug, op, who, run } of cells) {
    for (const actor of actors) {
      const verdict = who.includes(actor)
      it(`${actor} ${verdict ? 'can' : 'cannot'} ${op} ${slug}`, async () => {
        expect(await run(actor)).toBe(verdict)
      })
    }
  }

  it('a non-admin reads and edits only their own account, and cannot change their role', async () => {
    const marketer = users.marketer
    const own = await payload.find({ collection: 'users', ...as('marketer') })
    expect(own.docs.map((u) => u.id)).toEqual([marketer.id])
    const updated = await payload.update({
      collection: 'users',
      id: marketer.id,
      data: { name: 'Me', role: 'admin' },
      ...as('marketer'),
    })
    expect(updated.name).toBe('Me')
    expect(updated.role).toBe('marketer')
  })

  it('never exposes password hashes or salts', async () => {
    const { docs } = await payload.find({ collection: 'users', ...as('admin') })
    for (const user of docs) {
      expect(user).not.toHaveProperty('hash')
      expect(user).not.toHaveProperty('salt')
    }
  })
})

describe('drafts', () => {
  it('a draft is invisible to anonymous readers and to ops, visible to editors', async () => {
    const slug = `draft-${uniq()}`
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Secret launch',
        slug,
        layout: [{ blockType: 'hero', heading: 'Soon' }],
        _status: 'draft',
      },
      draft: true,
    })
    const count = async (actor: Actor) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: slug } },
          draft: true,
          ...as(actor),
        })
      ).totalDocs
    expect(await count('anonymous')).toBe(0)
    expect(await count('ops')).toBe(0)
    expect(await count('marketer')).toBe(1)
  })

  it('an unpublished change to a published page stays hidden until published', async () => {
    const slug = `live-${uniq()}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Live title',
        slug,
        layout: [{ blockType: 'hero', heading: 'Live' }],
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Draft title' },
      draft: true,
    })
    const publicView = await payload.find({
      collection: 'pages',
      where: { slug: { equals: slug } },
      ...as('anonymous'),
    })
    expect(publicView.docs[0].title).toBe('Live title')
  })
})

describe('brief recipients', () => {
  const recipients = async () =>
    (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).briefRecipients?.map(
      (r) => r.email,
    )
  const records = async () =>
    (await payload.find({ collection: 'audit-log', sort: '-id', depth: 0, limit: 100 })).docs

  it('a marketer edits the settings but not where briefs are sent; nothing is recorded', async () => {
    const team = (await recipients())!
    const token = await staffToken('marketer')
    const started = new Date().toISOString()
    const note = `Note ${uniq()}`
    try {
      const res = await rest('POST', 'globals/site-settings', {
        token,
        body: { footerNote: note, briefRecipients: [{ email: 'outsider@evil.example' }] },
      })
      expect(res.status).toBe(200)
      const saved = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      expect(saved.footerNote).toBe(note)
      expect(saved.briefRecipients?.map((r) => r.email)).toEqual(team)
      // Emptying the list (so briefs silently stop) is refused the same way.
      await rest('POST', 'globals/site-settings', { token, body: { briefRecipients: [] } })
      expect(await recipients()).toEqual(team)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { briefRecipients: team.map((email) => ({ email })) },
      })
    }
    const recorded = await payload.count({
      collection: 'audit-log',
      where: { createdAt: { greater_than_equal: started } },
    })
    expect(recorded.totalDocs).toBe(0)
  })

  it('an admin changes them, and the audit log keeps who, when, before and after', async () => {
    const team = (await recipients())!
    const admin = users.admin
    const token = await staffToken('admin')
    const changed = [...team, `partner-${uniq()}@leadpilot.example`]
    const started = Date.now()
    try {
      const res = await rest('POST', 'globals/site-settings', {
        token,
        body: { briefRecipients: changed.map((email) => ({ email })) },
      })
      expect(res.status).toBe(200)
      expect(await recipients()).toEqual(changed)
      const [record] = await records()
      expect(record).toMatchObject({
        change: 'Brief recipients',
        who: admin.email,
        before: team,
        after: changed,
      })
      expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(started - 1000)
    } finally {
      await rest('POST', 'globals/site-settings', {
        token,
        body: { briefRecipients: team.map((email) => ({ email })) },
      })
    }
    expect(await recipients()).toEqual(team)
    expect((await records())[0]).toMatchObject({ before: changed, after: team })
  })

  it('the audit log: admins read it; nobody writes, edits or deletes a record', async () => {
    const [record] = await records()
    expect(record).toBeDefined()
    for (const actor of actors) {
      const read = await visible(() =>
        payload.find({
          collection: 'audit-log',
          where: { id: { equals: record.id } },
          ...as(actor),
        }),
      )
      expect(read, `${actor} reads`).toBe(actor === 'admin')
      expect(
        await allowed(() =>
          payload.create({
            collection: 'audit-log',
            data: { change: 'Brief recipients', who: 'forged', before: [], after: [] },
            ...as(actor),
          }),
        ),
        `${actor} creates`,
      ).toBe(false)
      expect(
        await allowed(() =>
          payload.update({
            collection: 'audit-log',
            id: record.id,
            data: { who: 'forged' },
            ...as(actor),
          }),
        ),
        `${actor} updates`,
      ).toBe(false)
      expect(
        await allowed(() =>
          payload.delete({ collection: 'audit-log', id: record.id, ...as(actor) }),
        ),
        `${actor} deletes`,
      ).toBe(false)
    }
    expect((await payload.findByID({ collection: 'audit-log', id: record.id })).who).toBe(
      record.who,
    )
  })
})

describe('document locks', () => {
  const LOCKS = 'payload-locked-documents'
  const userRef = (actor: Role) => ({ relationTo: 'users', value: users[actor].id })
  const lockOn = (relationTo: string, value: number, actor: Role) => ({
    document: { relationTo, value },
    user: userRef(actor),
  })
  const submission = () =>
    payload.create({
      collection: 'onboarding-submissions',
      data: {
        submissionId: crypto.randomUUID(),
        name: 'Locked Client',
        status: 'new',
        briefStatus: 'queued',
        variant: 'full',
      },
    })
  const faq = async () =>
    (await payload.find({ collection: 'faq-items', depth: 0, limit: 1 })).docs[0].id
  const post = async (actor: Role, body: unknown) =>
    rest('POST', LOCKS, { token: await staffToken(actor), body })

  it('a marketer cannot lock a submission, so ops still save it', async () => {
    const doc = await submission()
    const res = await post('marketer', lockOn('onboarding-submissions', doc.id, 'marketer'))
    expect(res.status).toBe(403)
    const saved = await rest('PATCH', `onboarding-submissions/${doc.id}`, {
      token: await staffToken('ops'),
      body: { status: 'contacted' },
    })
    expect(saved.status).toBe(200)
  })

  it('nobody locks in somebody else’s name, even on what they may edit', async () => {
    const id = await faq()
    expect((await post('marketer', lockOn('faq-items', id, 'ops'))).status).toBe(403)
    expect((await post('admin', lockOn('faq-items', id, 'marketer'))).status).toBe(403)
    const own = await post('marketer', lockOn('faq-items', id, 'marketer'))
    expect(own.status).toBe(201)
    await payload.delete({ collection: LOCKS, id: (await own.json()).doc.id })
  })

  it('a lock names exactly one target, each checked, and never moves to another', async () => {
    const doc = await submission()
    const onSubmission = lockOn('onboarding-submissions', doc.id, 'marketer')
    // A global the marketer may edit does not cover a submission named in the same lock.
    const both = await post('marketer', { ...onSubmission, globalSlug: 'site-settings' })
    expect(both.status).toBe(403)
    expect((await post('marketer', { user: userRef('marketer') })).status).toBe(403)
    const onSettings = (actor: Role) => ({ globalSlug: 'site-settings', user: userRef(actor) })
    expect((await post('ops', onSettings('ops'))).status).toBe(403)
    const settings = await post('marketer', onSettings('marketer'))
    expect(settings.status).toBe(201)
    await payload.delete({ collection: LOCKS, id: (await settings.json()).doc.id })
    const saved = await rest('PATCH', `onboarding-submissions/${doc.id}`, {
      token: await staffToken('ops'),
      body: { status: 'contacted' },
    })
    expect(saved.status).toBe(200)

    const own = await post('marketer', lockOn('faq-items', await faq(), 'marketer'))
    expect(own.status).toBe(201)
    const lock = (await own.json()).doc.id
    const marketer = await staffToken('marketer')
    for (const body of [
      { document: { relationTo: 'onboarding-submissions', value: doc.id } },
      { globalSlug: 'site-settings' },
      { document: null, globalSlug: 'site-settings' },
    ]) {
      const moved = await rest('PATCH', `${LOCKS}/${lock}`, { token: marketer, body })
      expect(moved.status, JSON.stringify(body)).toBe(403)
    }
    const held = await payload.findByID({ collection: LOCKS, id: lock, depth: 0 })
    expect(held.document).toMatchObject({ relationTo: 'faq-items' })
    expect(held.globalSlug ?? null).toBeNull()
    expect((await rest('PATCH', `${LOCKS}/${lock}`, { token: marketer, body: {} })).status).toBe(
      200,
    )
    await payload.delete({ collection: LOCKS, id: lock })
  })

  it('a lock is released by its own user only, and taken over only by someone who may edit', async () => {
    const doc = await submission()
    const created = await post('ops', lockOn('onboarding-submissions', doc.id, 'ops'))
    expect(created.status).toBe(201)
    const lock = (await created.json()).doc.id
    const marketer = await staffToken('marketer')
    expect((await rest('DELETE', `${LOCKS}/${lock}`, { token: marketer })).status).toBe(403)
    // Taking it over (Payload's "take over" makes the lock the requester's) needs edit rights.
    const takeOver = (token: string, actor: Role) =>
      rest('PATCH', `${LOCKS}/${lock}`, { token, body: { user: userRef(actor) } })
    expect((await takeOver(marketer, 'marketer')).status).toBe(403)
    expect((await rest('PATCH', `${LOCKS}/${lock}`, { token: marketer, body: {} })).status).toBe(
      403,
    )
    const held = await payload.findByID({ collection: LOCKS, id: lock, depth: 0 })
    expect(held.user).toMatchObject(userRef('ops'))

    const admin = await staffToken('admin')
    // An admin may edit the submission: they may take the lock over, in their own name only.
    expect((await takeOver(admin, 'marketer')).status).toBe(403)
    expect((await takeOver(admin, 'admin')).status).toBe(200)
    const ops = await staffToken('ops')
    expect((await rest('DELETE', `${LOCKS}/${lock}`, { token: ops })).status).toBe(403)
    expect((await rest('DELETE', `${LOCKS}/${lock}`, { token: admin })).status).toBe(200)
  })
})
