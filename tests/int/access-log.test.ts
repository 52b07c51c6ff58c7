/**
 * Who looked at personal data: a staff member opening a submission, downloading its brief or
 * exporting submissions is recorded in the audit log (who, what, when), which admins read and
 * nobody edits; the server's own reads are not recorded.
 */
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { validSubmission } from '../support/submission'
import { rest, staff, staffToken, testPayload } from './payload'

let payload: Payload
let submission: { id: number; submissionId: string }

const entries = async (change: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { change: { equals: change } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  const doc = await payload.create({
    collection: 'onboarding-submissions',
    data: validSubmission(crypto.randomUUID(), { name: 'Looked At' }) as never,
    overrideAccess: true,
  })
  submission = { id: doc.id, submissionId: doc.submissionId }
})

describe('the access record', () => {
  it('records a staff member opening a submission, and not the server reading it', async () => {
    const ops = await staff('ops')
    await payload.findByID({
      collection: 'onboarding-submissions',
      id: submission.id,
      overrideAccess: true,
    })
    expect(await entries(`Opened submission ${submission.submissionId}`)).toHaveLength(0)
    await payload.findByID({
      collection: 'onboarding-submissions',
      id: submission.id,
      user: ops,
      overrideAccess: false,
    })
    const [opened, ...more] = await entries(`Opened submission ${submission.submissionId}`)
    expect(more).toHaveLength(0)
    expect(opened).toMatchObject({ who: ops.email })
    expect(Date.now() - new Date(opened!.createdAt).getTime()).toBeLessThan(60_000)
  })

  it('records a brief downloaded and submissions exported, once each', async () => {
    const token = await staffToken('ops')
    const brief = await rest('GET', `onboarding-submissions/${submission.id}/brief`, { token })
    expect(brief.status).toBe(200)
    expect(
      await entries(`Downloaded the brief of submission ${submission.submissionId}`),
    ).toHaveLength(1)
    const csv = await rest(
      'GET',
      `onboarding-submissions/export-csv?where[submissionId][equals]=${submission.submissionId}`,
      { token },
    )
    expect(csv.status).toBe(200)
    const [exported] = await entries('Exported 1 submission as CSV')
    expect(exported).toMatchObject({ who: (await staff('ops')).email })
  })

  it('is read by admins only, and edited or deleted by nobody', async () => {
    const [entry] = await entries(`Opened submission ${submission.submissionId}`)
    const ops = await staffToken('ops')
    const admin = await staffToken('admin')
    expect((await rest('GET', 'audit-log', { token: ops })).status).toBe(403)
    expect((await rest('GET', `audit-log/${entry!.id}`, { token: admin })).status).toBe(200)
    const edit = await rest('PATCH', `audit-log/${entry!.id}`, {
      token: admin,
      body: { who: 'someone else' },
    })
    expect(edit.status).toBe(403)
    expect((await rest('DELETE', `audit-log/${entry!.id}`, { token: admin })).status).toBe(403)
  })
})
