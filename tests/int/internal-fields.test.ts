/**
 * Internal fields over the REST API: the brief recipients, the editors' notes on price books and
 * claims, and where on a page a claim sits are for staff only. Visitors get every other field;
 * they cannot read these, nor find them out by querying on them. Fields the server writes (a
 * submission's record, a price decision's author, timestamps) are shown read-only and no request
 * changes them.
 */
import { describe, expect, it } from 'vitest'
import { rest, staffToken, testPayload } from './payload'

const INTERNAL = 'Internal note for the team'

async function readAs(path: string, token?: string) {
  const res = await rest('GET', path, { token })
  expect(res.status, path).toBe(200)
  return res.json()
}

describe('internal fields', () => {
  it('site settings: visitors do not see the internal brief recipients; staff do', async () => {
    const visitor = await readAs('globals/site-settings')
    expect(visitor.supportEmail).toBeTruthy()
    // Payload leaves an array it may not show as an empty list.
    expect(visitor.briefRecipients ?? []).toEqual([])
    expect(JSON.stringify(visitor)).not.toContain('onboarding@leadpilot.example')
    for (const role of ['marketer', 'ops', 'admin'] as const) {
      const staff = await readAs('globals/site-settings', await staffToken(role))
      expect(staff.briefRecipients?.length, role).toBeGreaterThan(0)
    }
  })

  it('price books and claims: visitors see prices and readings, not the notes or places', async () => {
    const payload = await testPayload()
    // A price book visitors can read, its notes saved with it still published.
    const book = (await readAs('price-books?depth=0&limit=1')).docs[0]
    await payload.update({
      collection: 'price-books',
      id: book.id,
      data: { notes: INTERNAL, _status: 'published' },
    })
    const claim = (await payload.find({ collection: 'claims', limit: 1 })).docs[0]
    await payload.update({
      collection: 'claims',
      id: claim.id,
      data: { note: INTERNAL, readings: claim.readings?.map((r) => ({ ...r, place: INTERNAL })) },
    })

    const books = await readAs('price-books?depth=0&limit=100')
    expect(books.docs.length).toBeGreaterThan(0)
    expect(books.docs[0].prices.length).toBeGreaterThan(0)
    const claims = await readAs('claims?depth=0&limit=100')
    expect(claims.docs[0].readings[0].value).toBeTruthy()
    for (const doc of [...books.docs, ...claims.docs]) {
      expect(doc).not.toHaveProperty('notes')
      expect(doc).not.toHaveProperty('note')
      for (const reading of doc.readings ?? []) expect(reading).not.toHaveProperty('place')
    }
    expect(JSON.stringify([books, claims])).not.toContain(INTERNAL)
    const own = await readAs(`price-books/${book.id}?depth=0`)
    expect(own).not.toHaveProperty('notes')

    const marketer = await staffToken('marketer')
    expect((await readAs(`price-books/${book.id}?depth=0`, marketer)).notes).toBe(INTERNAL)
    const seen = await readAs(`claims/${claim.id}?depth=0`, marketer)
    expect(seen.note).toBe(INTERNAL)
    expect(seen.readings[0].place).toBe(INTERNAL)
  })

  it('visitors cannot find internal values out by querying on them', async () => {
    for (const path of [
      `price-books?where[notes][like]=${encodeURIComponent(INTERNAL)}`,
      `claims?where[note][like]=${encodeURIComponent(INTERNAL)}`,
      `claims?where[readings.place][like]=${encodeURIComponent(INTERNAL)}`,
    ]) {
      const res = await rest('GET', path)
      const body = await res.json()
      // Refused, or answered as if no document matched: never filtered by the hidden value.
      if (res.status === 200) expect(body.totalDocs, path).toBe(0)
      else expect(res.status, path).toBeGreaterThanOrEqual(400)
    }
  })
})

describe('server-written fields', () => {
  const LONG_AGO = '2001-01-01T00:00:00.000Z'

  it('ops correct a submission, but its record (id, form, delivery, dates) stays as sent and its brief follows the record', async () => {
    const payload = await testPayload()
    const doc = await payload.create({
      collection: 'onboarding-submissions',
      data: {
        submissionId: crypto.randomUUID(),
        variant: 'full',
        offer: 'october',
        name: 'Record Client',
        status: 'new',
        brief: '# Brief as e-mailed',
        briefStatus: 'failed',
        briefDelivery: { attempts: 10, lastError: 'Refused' },
        attribution: { utmSource: 'newsletter' },
      },
    })
    const res = await rest('PATCH', `onboarding-submissions/${doc.id}`, {
      token: await staffToken('ops'),
      body: {
        status: 'contacted',
        name: 'Corrected Client',
        createdAt: LONG_AGO,
        updatedAt: LONG_AGO,
        submissionId: crypto.randomUUID(),
        variant: 'quick',
        offer: 'forged',
        brief: '# Rewritten',
        briefStatus: 'delivered',
        briefDelivery: { attempts: 1, lastError: null, deliveredAt: LONG_AGO },
        attribution: { utmSource: 'forged' },
      },
    })
    expect(res.status).toBe(200)
    const saved = await payload.findByID({ collection: 'onboarding-submissions', id: doc.id })
    // What staff may change, changed.
    expect(saved).toMatchObject({ status: 'contacted', name: 'Corrected Client' })
    // What the server recorded, unchanged.
    expect(saved).toMatchObject({
      createdAt: doc.createdAt,
      submissionId: doc.submissionId,
      variant: 'full',
      offer: 'october',
      briefStatus: 'failed',
      briefDelivery: { attempts: 10, lastError: 'Refused' },
      attribution: { utmSource: 'newsletter' },
    })
    // The brief is written by the server from the corrected record, never taken from the request.
    expect(saved.brief).toContain('Corrected Client')
    expect(saved.brief).not.toContain('# Rewritten')
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(LONG_AGO))
  })
})
