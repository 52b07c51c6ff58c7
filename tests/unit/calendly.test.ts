/**
 * Calendly both ways: the booking page's address prefilled with who is booking, where their visit
 * came from and the submission's reference; the webhook's signature (its header, the HMAC, the
 * three-minute window) and the events recorded from it; and the line ops read on a submission.
 */
import { describe, expect, it } from 'vitest'
import { bookingSummary, parseWebhook } from '@/lib/bookings'
import { prefilledSchedulingUrl } from '@/lib/scheduling'
import {
  parseSignatureHeader,
  signCalendlyPayload,
  verifyCalendlySignature,
} from '@/server/calendly-signature'

describe('prefilled booking page', () => {
  const base = 'https://calendly.com/leadpilot/onboarding'

  it('carries the name, address, UTM values and the reference as salesforce_uuid', () => {
    const url = new URL(
      prefilledSchedulingUrl(base, {
        name: ' Dana Scully ',
        email: 'dana@example.com',
        attribution: {
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'autumn',
          utmContent: 'hero',
          utmTerm: 'lead gen',
          landingPage: '/pricing',
        },
        reference: '0b7c2f0e-1d1a-4c5e-9a3b-6f1f0e2d9c11',
      }),
    )
    expect(url.origin + url.pathname).toBe(base)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Dana Scully',
      email: 'dana@example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_content: 'hero',
      utm_term: 'lead gen',
      salesforce_uuid: '0b7c2f0e-1d1a-4c5e-9a3b-6f1f0e2d9c11',
    })
  })

  it('leaves out empty values and keeps the page’s own parameters', () => {
    const url = new URL(
      prefilledSchedulingUrl(`${base}?hide_gdpr_banner=1`, { name: '  ', email: null }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({ hide_gdpr_banner: '1' })
  })

  it('leaves an address it cannot read as it is', () => {
    expect(prefilledSchedulingUrl('/book', { name: 'Dana' })).toBe('/book')
  })
})

describe('webhook signature', () => {
  const key = 'signing-key'
  const body = '{"event":"invitee.created"}'
  const now = new Date('2026-12-01T10:00:00Z')
  const t = Math.floor(now.getTime() / 1000)
  const header = (at: number, signed = body) => `t=${at},v1=${signCalendlyPayload(key, at, signed)}`

  it('reads the timestamp and the v1 signatures', () => {
    const v1 = 'a'.repeat(64)
    expect(parseSignatureHeader(`t=${t},v1=${v1}`)).toEqual({ timestamp: t, signatures: [v1] })
    expect(parseSignatureHeader(`v1=${v1}`)).toBeNull()
    expect(parseSignatureHeader(`t=${t},v1=nothex`)).toBeNull()
    expect(parseSignatureHeader('')).toBeNull()
    expect(parseSignatureHeader(null)).toBeNull()
  })

  it('accepts the HMAC-SHA256 of "<t>.<body>" within three minutes either way', () => {
    expect(verifyCalendlySignature(header(t), body, key, now)).toEqual({ ok: true })
    expect(verifyCalendlySignature(header(t - 180), body, key, now)).toEqual({ ok: true })
    expect(verifyCalendlySignature(header(t + 180), body, key, now)).toEqual({ ok: true })
  })

  it('refuses another key, another body, an old or future timestamp and a bad header', () => {
    const other = `t=${t},v1=${signCalendlyPayload('other-key', t, body)}`
    expect(verifyCalendlySignature(other, body, key, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyCalendlySignature(header(t), `${body} `, key, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(verifyCalendlySignature(header(t - 181), body, key, now)).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(verifyCalendlySignature(header(t + 181), body, key, now)).toEqual({
      ok: false,
      reason: 'stale',
    })
    expect(verifyCalendlySignature('v1=abc', body, key, now)).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })
})

describe('webhook events', () => {
  const payload = {
    uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
    name: 'Dana Scully',
    email: 'Dana@Example.com',
    scheduled_event: { start_time: '2026-12-01T10:30:00.000000Z' },
    tracking: { salesforce_uuid: 'ref-1', utm_source: 'newsletter' },
  }

  it('records a booking created and a booking cancelled', () => {
    expect(parseWebhook({ event: 'invitee.created', payload })).toEqual({
      kind: 'booking',
      event: {
        status: 'booked',
        inviteeUri: payload.uri,
        name: 'Dana Scully',
        email: 'Dana@Example.com',
        startTime: '2026-12-01T10:30:00.000Z',
        reference: 'ref-1',
      },
    })
    const cancelled = parseWebhook({ event: 'invitee.canceled', payload })
    expect(cancelled.kind === 'booking' && cancelled.event.status).toBe('cancelled')
  })

  it('ignores other events and refuses a booking without its invitee', () => {
    expect(parseWebhook({ event: 'routing_form_submission.created', payload })).toEqual({
      kind: 'ignored',
      event: 'routing_form_submission.created',
    })
    expect(parseWebhook('text').kind).toBe('ignored')
    expect(parseWebhook({ event: 'invitee.created', payload: { email: 'a@b.c' } }).kind).toBe(
      'invalid',
    )
  })
})

describe('booking summary', () => {
  it('says when the call is, or that there is none', () => {
    expect(bookingSummary({ callAt: '2026-12-01T10:30:00.000Z', status: 'booked' })).toBe(
      'Call booked for Tue 1 Dec, 10:30 UTC',
    )
    expect(bookingSummary({ callAt: '2026-12-01T10:30:00.000Z', status: 'cancelled' })).toBe(
      'Call for Tue 1 Dec, 10:30 UTC cancelled',
    )
    expect(bookingSummary(null)).toBe('No call booked yet')
    expect(bookingSummary({ callAt: null, status: null })).toBe('No call booked yet')
  })
})
