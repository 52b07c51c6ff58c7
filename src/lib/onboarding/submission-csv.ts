import { toCsv } from '../csv'
import type { BriefAnswers } from './brief'
import {
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
    shareCredentials?: boolean | null
    setup2fa?: boolean | null
  }

const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No')
const list = (values: readonly string[] | null | undefined) =>
  (values ?? []).filter((value) => value.trim() !== '').join(', ')

function idealCustomers(doc: ExportedSubmission): string {
  return (doc.icps ?? [])
    .map((icp, index) =>
      [
        `ICP ${index + 1}`,
        `job titles: ${list(icp.jobTitles) || 'not specified'}`,
        `company size: ${list(icp.companySize) || 'not specified'}`,
        `industries: ${list(icp.industry) || 'not specified'}`,
        `countries: ${list(icp.countries) || 'not specified'}`,
      ].join('; '),
    )
    .join(' | ')
}

/** The export's columns: a heading ops understand and how each cell reads. */
const COLUMNS: Array<[string, (doc: ExportedSubmission) => string]> = [
  ['Submitted (UTC)', (doc) => doc.createdAt.slice(0, 16).replace('T', ' ')],
  ['Status', (doc) => optionLabel(SUBMISSION_STATUS, doc.status)],
  ['Name', (doc) => doc.name ?? ''],
  ['E-mail', (doc) => doc.email ?? ''],
  ['Phone', (doc) => doc.phone ?? ''],
  ['Company', (doc) => doc.company ?? ''],
  ['Role', (doc) => doc.role ?? ''],
  ['Company name', (doc) => doc.companyName ?? ''],
  ['Website', (doc) => doc.companyWebsite ?? ''],
  ['Form', (doc) => optionLabel(SUBMISSION_VARIANT, doc.variant)],
  ['Offer', (doc) => doc.offer ?? ''],
  ['Brief e-mail', (doc) => optionLabel(BRIEF_STATUS, doc.briefStatus)],
  ['What they offer', (doc) => doc.offeringSummary ?? ''],
  ['Core products', (doc) => doc.coreProducts ?? ''],
  ['Ideal customers', idealCustomers],
  ['Knows LinkedIn login', (doc) => yesNo(doc.linkedinCredentials)],
  ['Will share credentials', (doc) => yesNo(doc.shareCredentials)],
  ['Two-factor set up', (doc) => yesNo(doc.setup2fa)],
  ['Signup and payment done', (doc) => yesNo(doc.completedSignup)],
  ['Onboarding call booked', (doc) => yesNo(doc.bookedCall)],
]

/** Every submission given, one row each, with human headings and values. */
export function submissionsCsv(docs: readonly ExportedSubmission[]): string {
  return toCsv(
    COLUMNS.map(([heading]) => heading),
    docs.map((doc) => COLUMNS.map(([, read]) => read(doc))),
  )
}
