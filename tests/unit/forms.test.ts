/**
 * The rules of forms marketers build: answers checked against the form's own fields, the
 * marketer's placeholders filled, entries as CSV, and the signed time token that keeps bots out.
 */
import { describe, expect, it } from 'vitest'
import {
  checkEntry,
  ENTRY_MESSAGES,
  entriesCsv,
  fillPlaceholders,
  type FormFieldDefinition,
} from '@/lib/forms'
import { checkFormToken, issueFormToken } from '@/server/form-token'

const FIELDS: FormFieldDefinition[] = [
  { blockType: 'text', name: 'name', label: 'Your name', required: true },
  { blockType: 'email', name: 'email', label: 'Email', required: true },
  { blockType: 'text', name: 'company', label: 'Company', required: false },
  {
    blockType: 'select',
    name: 'size',
    label: 'Team size',
    required: true,
    options: [
      { label: 'Just me', value: 'one' },
      { label: 'Two to ten', value: 'small' },
    ],
  },
  { blockType: 'checkbox', name: 'terms', label: 'I agree', required: true },
  { blockType: 'message' },
  { blockType: 'number', name: 'budget', label: 'Budget', required: false },
]

describe('checkEntry', () => {
  it('accepts answers that fit the fields, in the form’s order, and finds the sender', () => {
    const checked = checkEntry(FIELDS, {
      terms: true,
      size: 'small',
      email: ' Jane@Example.com ',
      name: ' Jane Doe ',
      extra: 'ignored',
    })
    expect(checked).toEqual({
      ok: true,
      submissionData: [
        { field: 'name', value: 'Jane Doe' },
        { field: 'email', value: 'Jane@Example.com' },
        { field: 'company', value: '' },
        { field: 'size', value: 'small' },
        { field: 'terms', value: 'Yes' },
        { field: 'budget', value: '' },
      ],
      email: 'Jane@Example.com',
      name: 'Jane Doe',
    })
  })

  it('names each problem under its field', () => {
    const checked = checkEntry(FIELDS, {
      name: '',
      email: 'jane@',
      size: 'huge',
      terms: false,
      budget: 'lots',
      company: 'x'.repeat(301),
    })
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: ENTRY_MESSAGES.required,
        email: ENTRY_MESSAGES.email,
        size: ENTRY_MESSAGES.choose,
        terms: ENTRY_MESSAGES.tick,
        budget: ENTRY_MESSAGES.number,
        company: ENTRY_MESSAGES.tooLong(300),
      },
    })
  })

  it('does not take a value from the prototype for a missing answer', () => {
    const checked = checkEntry([{ blockType: 'text', name: 'toString', required: true }], {})
    expect(checked).toEqual({ ok: false, errors: { toString: ENTRY_MESSAGES.required } })
  })
})

describe('fillPlaceholders', () => {
  it('puts answers where the marketer wrote their names, and nothing for unknown names', () => {
    const data = [{ field: 'name', value: 'Jane' }]
    expect(fillPlaceholders('Hello {{name}}{{ missing }}!', data)).toBe('Hello Jane!')
  })
})

describe('entriesCsv', () => {
  it('heads one column per field by its label, across forms', () => {
    const csv = entriesCsv([
      {
        createdAt: '2026-11-27T10:15:00.000Z',
        name: 'Jane',
        email: 'jane@example.com',
        pagePath: '/contact',
        form: { title: 'Contact us', fields: FIELDS },
        submissionData: [
          { field: 'name', value: 'Jane' },
          { field: 'size', value: 'one' },
        ],
        attribution: { landingPage: '/pricing', utmCampaign: 'spring' },
      },
      {
        createdAt: '2026-11-27T11:00:00.000Z',
        form: { title: 'Other', fields: [{ blockType: 'textarea', name: 'note', label: 'Note' }] },
        submissionData: [{ field: 'note', value: '=SUM(A1)' }],
      },
    ])
    const [header, first, second] = csv.trim().split('\r\n')
    expect(header).toBe(
      '"Received (UTC)","Form","Page","Name","E-mail address","Landing page","Campaign","Your name","Team size","Note"',
    )
    expect(first).toBe(
      '"2026-11-27 10:15","Contact us","/contact","Jane","jane@example.com","/pricing","spring","Jane","one",""',
    )
    expect(second).toContain(`"'=SUM(A1)"`)
  })
})

describe('form time token', () => {
  it('is good from a few seconds after it was given, for its own form only, for half a day', () => {
    const now = Date.now()
    const token = issueFormToken(7, now)
    expect(checkFormToken(token, 7, now + 1_000, 3)).toEqual({ ok: false, reason: 'too-fast' })
    expect(checkFormToken(token, 7, now + 4_000, 3)).toEqual({ ok: true })
    expect(checkFormToken(token, 8, now + 4_000, 3)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFormToken(token, 7, now + 13 * 3600_000, 3)).toEqual({
      ok: false,
      reason: 'expired',
    })
    const forged = token.replace(/\.\d+\./, `.${now - 60_000}.`)
    expect(checkFormToken(forged, 7, now + 4_000, 3)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkFormToken(undefined, 7)).toEqual({ ok: false, reason: 'invalid' })
  })
})
