/**
 * A submission sent again under a submissionId that is already stored is a retry only when it
 * carries the same answers. Anyone who learns a submissionId could otherwise send anything under
 * it and be handed the stored brief (the first submitter's name, e-mail and phone).
 */
import { answersSchema, step5Schema, type Submission } from './schema'

/** A stored submission as read back: the same fields, where empty values may come back as null. */
export type StoredAnswers = object

const ICP_LISTS = ['jobTitles', 'companySize', 'industry', 'countries'] as const
const ICP_TEXTS = ['locations', 'painFrustration', 'benefits', 'valueOffering'] as const
const CHECKBOXES = Object.keys(step5Schema.shape)
const TEXTS = Object.keys(answersSchema.shape).filter(
  (field) => field !== 'icps' && !CHECKBOXES.includes(field),
)

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** One ICP as stored: blank job titles are not kept. */
function canonicalIcp(icp: unknown) {
  const row = (icp ?? {}) as Record<string, unknown>
  return [
    ...ICP_LISTS.map((field) =>
      field === 'jobTitles' ? list(row[field]).filter((title) => title !== '') : list(row[field]),
    ),
    ...ICP_TEXTS.map((field) => text(row[field])),
  ]
}

function canonical(record: StoredAnswers) {
  const answers = record as Record<string, unknown>
  return [
    text(answers.variant),
    text(answers.offer),
    ...TEXTS.map((field) => text(answers[field])),
    ...CHECKBOXES.map((field) => answers[field] === true),
    (Array.isArray(answers.icps) ? answers.icps : []).map(canonicalIcp),
  ]
}

/** True when the stored submission holds exactly the answers just submitted. */
export function sameAnswers(stored: StoredAnswers, submitted: Submission): boolean {
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(submitted))
}
