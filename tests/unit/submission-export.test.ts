import { describe, expect, it } from 'vitest'
import { toCsv } from '@/lib/csv'
import { submissionsCsv } from '@/lib/onboarding/submission-csv'
import { confirmationSummary, deliverySummary } from '@/lib/onboarding/submission-labels'

describe('toCsv', () => {
  it('quotes every cell, doubles quotes and keeps line breaks inside a cell', () => {
    expect(toCsv(['A', 'B'], [['say "hi"', 'two\nlines']])).toBe(
      '"A","B"\r\n"say ""hi""","two\nlines"\r\n',
    )
  })

  it('keeps a formula a visitor typed as text', () => {
    expect(toCsv(['A'], [['=SUM(A1)'], ['+44 20'], ['@cmd'], ['-1']])).toBe(
      `"A"\r\n"'=SUM(A1)"\r\n"'+44 20"\r\n"'@cmd"\r\n"'-1"\r\n`,
    )
  })
})

describe('submissionsCsv', () => {
  it('writes headings and values ops read, one row per submission', () => {
    const csv = submissionsCsv([
      {
        createdAt: '2026-11-23T20:51:07.000Z',
        status: 'contacted',
        variant: 'quick',
        briefStatus: 'logged',
        name: 'Zoë Brontë',
        icps: [{ jobTitles: ['CFO', ' '], companySize: [], industry: ['Retail'], countries: [] }],
        bookedCall: true,
        attribution: {
          landingPage: '/pricing-start-up',
          utmSource: 'newsletter',
          plan: 'leadpilot',
        },
      },
    ])
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toMatch(/^"Submitted \(UTC\)","Status","Name","E-mail",/)
    expect(row).toContain('"2026-11-23 20:51","Contacted","Zoë Brontë"')
    expect(row).toContain('"Not e-mailed (no SMTP server)"')
    expect(row).toContain(
      '"ICP 1; job titles: CFO; company size: not specified; industries: Retail; countries: not specified"',
    )
    // The checklist the wizard asks, then the form, and where the visit came from.
    expect(row).toContain('"No","No","Yes","Quick (demo page)"')
    expect(header).toContain(
      '"Landing page","Referring site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Pricing page last seen","Currency on it","Plan button pressed"',
    )
    expect(row).toMatch(/"\/pricing-start-up","","newsletter","","","","","","","leadpilot"$/)
    expect(header).not.toMatch(/Will share credentials|Two-factor/)
  })
})

describe('deliverySummary', () => {
  it('gives a delivery time only for a delivered brief', () => {
    expect(
      deliverySummary({
        briefStatus: 'delivered',
        briefDelivery: { attempts: 1, deliveredAt: '2026-11-23T20:51:00.000Z' },
      }),
    ).toBe('Delivered 23 Nov 2026, 20:51 UTC (1 attempt).')
    const logged = deliverySummary({
      briefStatus: 'logged',
      briefDelivery: { attempts: 1, deliveredAt: '2026-11-23T20:51:00.000Z' },
    })
    expect(logged).toMatch(/^Not e-mailed/)
    expect(logged).not.toMatch(/Delivered|20:51/)
  })

  it('says how a failing delivery stands, with its last error', () => {
    expect(
      deliverySummary({
        briefStatus: 'retrying',
        briefDelivery: { attempts: 3, lastError: 'Connection refused' },
      }),
    ).toBe('Not delivered yet: 3 attempts so far, retrying. Last error: Connection refused')
    expect(deliverySummary({ briefStatus: 'failed', briefDelivery: { attempts: 10 } })).toMatch(
      /gave up after 10 attempts/,
    )
    expect(deliverySummary({ briefStatus: 'queued' })).toMatch(/^Queued/)
  })
})

describe('confirmationSummary', () => {
  it('names the confirmation, says when it was withheld, and when none was ever queued', () => {
    expect(
      confirmationSummary({ confirmationStatus: 'failed', confirmationDelivery: { attempts: 10 } }),
    ).toBe(
      'Not delivered: gave up after 10 attempts. Send the client their brief yourself (download it below).',
    )
    expect(confirmationSummary({ confirmationStatus: 'withheld' })).toMatch(
      /restricted the use of their data, or had it erased, before the confirmation went out/,
    )
    expect(confirmationSummary({ confirmationStatus: null })).toMatch(
      /arrived before clients were e-mailed a confirmation/,
    )
  })
})
