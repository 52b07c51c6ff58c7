/**
 * Every field of the catalogue reaches each place it belongs, and only those: an asked field is
 * validated, stored, in the brief and in the CSV export; a field the wizard never asks is stored
 * for staff and never shown as an answer.
 */
import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { OnboardingSubmissions } from '../../collections/OnboardingSubmissions'
import { briefMarkdown, buildBrief } from '@/lib/onboarding/brief'
import {
  ASKED_FIELDS,
  FIELDS,
  ICP_FIELDS,
  STEPS,
  briefLabel,
  csvHeading,
} from '@/lib/onboarding/catalogue'
import { answersSchema, emptyAnswers, emptyIcp, stepSchemas } from '@/lib/onboarding/schema'
import { CSV_HEADINGS, submissionsCsv } from '@/lib/onboarding/submission-csv'

const UNASKED = FIELDS.filter((field) => 'asked' in field && field.asked === false)

/** The collection's data fields by name, through tabs, rows and groups. */
function stored(fields: readonly Field[]): Map<string, Field> {
  const found = new Map<string, Field>()
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) for (const [k, v] of stored(tab.fields)) found.set(k, v)
    } else if (field.type === 'row' || field.type === 'collapsible') {
      for (const [k, v] of stored(field.fields)) found.set(k, v)
    } else if ('name' in field) found.set(field.name, field)
  }
  return found
}
const columns = stored(OnboardingSubmissions.fields)

const PAYLOAD_TYPE = {
  text: 'text',
  tel: 'text',
  url: 'text',
  plan: 'text',
  email: 'email',
  area: 'textarea',
  checkbox: 'checkbox',
  icps: 'array',
} as const

/** A value for each field that can be found again in what is shown. */
function distinctAnswers(): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const field of FIELDS) {
    answers[field.name] =
      field.kind === 'checkbox'
        ? true
        : field.kind === 'icps'
          ? [
              Object.fromEntries(
                ICP_FIELDS.map((icp) => [
                  icp.name,
                  icp.kind === 'area' ? `value-of-${icp.name}` : [`value-of-${icp.name}`],
                ]),
              ),
            ]
          : `value-of-${field.name}`
  }
  return answers
}

describe('the onboarding field catalogue', () => {
  it('has one entry per name, each on a step that exists', () => {
    const names = FIELDS.map((field) => field.name)
    expect(new Set(names).size).toBe(names.length)
    for (const field of FIELDS) expect(STEPS[field.step - 1]).toBeDefined()
    expect(UNASKED.map((field) => field.name).sort()).toEqual([
      'setup2fa',
      'shareCredentials',
      'summary',
    ])
  })

  it('validates exactly the asked fields, each in its own step', () => {
    expect(Object.keys(answersSchema.shape)).toEqual(ASKED_FIELDS.map((field) => field.name))
    for (const field of ASKED_FIELDS) {
      expect(Object.keys(stepSchemas[field.step - 1]!.shape)).toContain(field.name)
    }
    expect(Object.keys(emptyAnswers())).toEqual(ASKED_FIELDS.map((field) => field.name))
    expect(Object.keys(emptyIcp())).toEqual(ICP_FIELDS.map((field) => field.name))
  })

  it('stores every field, asked or not, as the kind the catalogue gives', () => {
    for (const field of FIELDS) {
      expect(columns.get(field.name)?.type, field.name).toBe(PAYLOAD_TYPE[field.kind])
    }
    const icps = columns.get('icps') as Extract<Field, { type: 'array' }>
    expect(icps.fields.map((field) => ('name' in field ? field.name : ''))).toEqual(
      ICP_FIELDS.map((field) => field.name),
    )
  })

  it('shows every asked answer in the brief under its label, and no unasked one', () => {
    const markdown = briefMarkdown(
      buildBrief({ ...distinctAnswers(), variant: 'full' }, { date: new Date() }),
    )
    for (const field of ASKED_FIELDS) {
      if (field.kind === 'icps') continue
      expect(markdown, field.name).toContain(briefLabel(field))
      if (field.kind !== 'checkbox') expect(markdown).toContain(`value-of-${field.name}`)
    }
    for (const field of ICP_FIELDS) {
      expect(markdown, field.name).toContain(field.brief)
      expect(markdown).toContain(`value-of-${field.name}`)
    }
    for (const field of UNASKED) {
      expect(markdown, field.name).not.toContain(`**${field.label}**`)
      expect(markdown, field.name).not.toContain(`${field.label}:`)
      expect(markdown).not.toContain(`value-of-${field.name}`)
    }
  })

  it('exports every asked answer under its heading, and no unasked one', () => {
    const [header, row] = submissionsCsv([
      { ...distinctAnswers(), createdAt: '2026-11-27T06:00:00.000Z' },
    ])
      .trim()
      .split('\r\n')
    for (const field of ASKED_FIELDS) {
      expect(CSV_HEADINGS, field.name).toContain(csvHeading(field))
      if (field.kind !== 'checkbox' && field.kind !== 'icps') {
        expect(row).toContain(`value-of-${field.name}`)
      }
    }
    for (const field of ICP_FIELDS) expect(row).toContain(`${field.csv}: value-of-${field.name}`)
    for (const field of UNASKED) {
      expect(header, field.name).not.toContain(field.label)
      expect(row).not.toContain(`value-of-${field.name}`)
    }
    expect(header).not.toMatch(/Will share credentials|Two-factor/)
  })
})
