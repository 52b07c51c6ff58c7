import { toCsv } from '../csv'
import { ATTRIBUTION_FIELDS } from '../visit'
import type { BriefAnswers } from './brief'
import { ASKED_FIELDS, ICP_FIELDS, csvHeading, type AskedField } from './catalogue'
import {
  ATTRIBUTION_LABELS,
  BRIEF_STATUS,
  SUBMISSION_STATUS,
  SUBMISSION_VARIANT,
  optionLabel,
  type BriefDelivery,
} from './submission-labels'

/** A stored submission as the export reads it. */
export type ExportedSubmission = BriefAnswers &
  BriefDelivery & {
    createdAt: string
    status?: string | null
    variant?: string | null
    offer?: string | null
    attribution?: { [K in (typeof ATTRIBUTION_FIELDS)[number]]?: string | null } | null
  }

type Column = [heading: string, read: (doc: ExportedSubmission) => string]

const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No')
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (values: unknown) =>
  (Array.isArray(values) ? values : [])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(', ')

/** Each ICP as 'ICP 1; job titles: ...; ...': every list, and each note that was written. */
function idealCustomers(icps: BriefAnswers['icps']): string {
  return (icps ?? [])
    .map((icp, index) => {
      const row = (icp ?? {}) as Record<string, unknown>
      const parts = ICP_FIELDS.flatMap(({ name, kind, csv }) => {
        if (kind !== 'area') return [`${csv}: ${list(row[name]) || 'not specified'}`]
        const note = text(row[name]).trim()
        return note ? [`${csv}: ${note}`] : []
      })
      return [`ICP ${index + 1}`, ...parts].join('; ')
    })
    .join(' | ')
}

/** An asked answer's column: its heading from the catalogue, its value as ops read it. */
function answerColumn(field: AskedField): Column {
  const read = (doc: ExportedSubmission) => (doc as Record<string, unknown>)[field.name]
  const cell =
    field.kind === 'checkbox'
      ? (doc: ExportedSubmission) => yesNo(read(doc))
      : field.kind === 'icps'
        ? (doc: ExportedSubmission) => idealCustomers(doc.icps)
        : (doc: ExportedSubmission) => text(read(doc))
  return [csvHeading(field), cell]
}

/**
 * The export's columns: when and how the submission stands, every answer the visitor was asked
 * (never a column staff keep), the form and offer, and where the visit came from.
 */
const COLUMNS: Column[] = [
  ['Submitted (UTC)', (doc) => doc.createdAt.slice(0, 16).replace('T', ' ')],
  ['Status', (doc) => optionLabel(SUBMISSION_STATUS, doc.status)],
  ...ASKED_FIELDS.map(answerColumn),
  ['Form', (doc) => optionLabel(SUBMISSION_VARIANT, doc.variant)],
  ['Offer', (doc) => doc.offer ?? ''],
  ['Brief e-mail', (doc) => optionLabel(BRIEF_STATUS, doc.briefStatus)],
  ...ATTRIBUTION_FIELDS.map((name): Column => [
    ATTRIBUTION_LABELS[name],
    (doc) => doc.attribution?.[name] ?? '',
  ]),
]

/** The export's headings, in order. */
export const CSV_HEADINGS = COLUMNS.map(([heading]) => heading)

/** One submission as headed lines, the export's columns in order: a copy a person can read. */
export function readableSubmission(
  doc: ExportedSubmission,
): Array<[heading: string, value: string]> {
  return COLUMNS.map(([heading, read]) => [heading, read(doc)])
}

/** Every submission given, one row each, with human headings and values. */
export function submissionsCsv(docs: readonly ExportedSubmission[]): string {
  return toCsv(
    CSV_HEADINGS,
    docs.map((doc) => COLUMNS.map(([, read]) => read(doc))),
  )
}
