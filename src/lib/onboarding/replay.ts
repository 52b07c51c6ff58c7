/**
 * A submission sent again under a submissionId that is already stored is a retry only when it
 * carries the same answers. Anyone who learns a submissionId could otherwise send anything under
 * it and be handed the stored brief (the first submitter's name, e-mail and phone).
 */
import { ASKED_FIELDS, ICP_FIELDS } from './catalogue'
import type { Submission } from './schema'

/** A stored submission as read back: the same fields, where empty values may come back as null. */
export type StoredAnswers = object

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** One ICP as stored: blank job titles are not kept. */
function canonicalIcp(icp: unknown) {
  const row = (icp ?? {}) as Record<string, unknown>
  return ICP_FIELDS.map(({ name, kind }) =>
    kind === 'area'
      ? text(row[name])
      : kind === 'titles'
        ? list(row[name]).filter((title) => title !== '')
        : list(row[name]),
  )
}

/** Every asked answer in catalogue order, with what the form and the landing address said. */
function canonical(record: StoredAnswers) {
  const answers = record as Record<string, unknown>
  return [
    text(answers.variant),
    text(answers.offer),
    ...ASKED_FIELDS.map(({ name, kind }) =>
      kind === 'checkbox'
        ? answers[name] === true
        : kind === 'icps'
          ? (Array.isArray(answers[name]) ? (answers[name] as unknown[]) : []).map(canonicalIcp)
          : text(answers[name]),
    ),
  ]
}

/** True when the stored submission holds exactly the answers just submitted. */
export function sameAnswers(stored: StoredAnswers, submitted: Submission): boolean {
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(submitted))
}
