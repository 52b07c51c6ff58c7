import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { buildBrief } from '@/lib/onboarding/brief'
import type { Submission } from '@/lib/onboarding/schema'
import type { OnboardingSubmission } from '@/payload-types'
import { payloadClient } from './payload'

export type StoredSubmission = {
  id: number
  brief: string
  created: boolean
}

/** An array row's id, shaped as Payload makes them (24 hex digits). */
const rowId = () => randomBytes(12).toString('hex')

/** The icps fields stored in their hasMany text rows (path `icps.<row>.<field>`). */
const ICP_LISTS = ['jobTitles', 'companySize', 'industry', 'countries'] as const

/** The submission's own columns, in Payload's layout of the collection (the initial migration). */
const MAIN = [
  'submission_id',
  'variant',
  'offer',
  'status',
  'brief_status',
  'name',
  'email',
  'company',
  'role',
  'phone',
  'company_name',
  'company_website',
  'offering_summary',
  'core_products',
  'prospect_problem',
  'internal_problem',
  'external_problem',
  'how_you_empathise',
  'credibility',
  'call_to_action',
  'lead_towards',
  'lead_away_from',
  'transformation',
  'linkedin_credentials',
  'share_credentials',
  'setup2fa',
  'completed_signup',
  'booked_call',
  'brief',
  'brief_delivery_attempts',
  'created_at',
  'updated_at',
] as const

/** Rows stored beside it (array rows, hasMany text items): their table, parent column and the rest. */
const ICPS = {
  table: 'onboarding_submissions_icps',
  parent: '_parent_id',
  row: {
    _order: 'integer',
    id: 'varchar',
    locations: 'varchar',
    pain_frustration: 'varchar',
    benefits: 'varchar',
    value_offering: 'varchar',
  },
} as const
const LISTS = {
  table: 'onboarding_submissions_texts',
  parent: 'parent_id',
  row: { order: 'integer', path: 'varchar', text: 'varchar' },
} as const
type Rows = typeof ICPS | typeof LISTS
type Row<Shape> = { [column in keyof Shape]: string | number | null }

const JOB = ['input', 'task_slug', 'created_at', 'updated_at'] as const

/**
 * Every column the statement writes, table by table: a field added to the collection must be
 * added here too, which tests/int/onboarding.test.ts checks against the database.
 */
export const SUBMISSION_COLUMNS = {
  onboarding_submissions: MAIN,
  [ICPS.table]: [ICPS.parent, ...Object.keys(ICPS.row)],
  [LISTS.table]: [LISTS.parent, ...Object.keys(LISTS.row)],
  payload_jobs: JOB,
}

const quote = (column: string) => `"${column}"`
const param = (column: (typeof MAIN)[number]) => `$${MAIN.indexOf(column) + 1}`

/** Inserts the jsonb array in parameter `rows` into `table`, each row joined to the new id. */
function insertRows({ table, parent, row }: Rows, rows: string) {
  const columns = Object.keys(row).map(quote)
  const record = Object.entries(row).map(([column, type]) => `${quote(column)} ${type}`)
  return `insert into ${table} (${quote(parent)}, ${columns.join(', ')})
  select submission.id, ${columns.map((column) => `r.${column}`).join(', ')}
  from submission, jsonb_to_recordset(${rows}::jsonb) as r(${record.join(', ')})`
}

/**
 * One statement stores the submission, its ICP rows, their lists and the brief job: it commits
 * as a whole or not at all, and its answer comes after the commit, so a 2xx is never sent for a
 * record that is not there. (Payload's create operation took nine round trips and most of the
 * endpoint's CPU building them: npm run bench.)
 */
const INSERT = `
with submission as (
  insert into onboarding_submissions (${MAIN.map(quote).join(', ')})
  values (${MAIN.map(param).join(', ')})
  returning id
), icps as (
  ${insertRows(ICPS, `$${MAIN.length + 1}`)}
), lists as (
  ${insertRows(LISTS, `$${MAIN.length + 2}`)}
), job as (
  insert into payload_jobs (${JOB.map(quote).join(', ')})
  select jsonb_build_object('submission', submission.id), 'sendBrief',
    ${param('created_at')}::timestamptz, ${param('updated_at')}::timestamptz
  from submission
)
select id from submission`

/** The statement's parameters for a validated submission (what Payload itself would store). */
function insertValues(submission: Submission, brief: string, now: Date): unknown[] {
  const columns: Record<(typeof MAIN)[number], unknown> = {
    submission_id: submission.submissionId,
    variant: submission.variant,
    offer: submission.offer ?? null,
    status: 'new',
    brief_status: 'queued',
    name: submission.name,
    email: submission.email,
    company: submission.company,
    role: submission.role,
    phone: submission.phone,
    company_name: submission.companyName,
    company_website: submission.companyWebsite,
    offering_summary: submission.offeringSummary,
    core_products: submission.coreProducts,
    prospect_problem: submission.prospectProblem,
    internal_problem: submission.internalProblem,
    external_problem: submission.externalProblem,
    how_you_empathise: submission.howYouEmpathise,
    credibility: submission.credibility,
    call_to_action: submission.callToAction,
    lead_towards: submission.leadTowards,
    lead_away_from: submission.leadAwayFrom,
    transformation: submission.transformation,
    linkedin_credentials: submission.linkedinCredentials,
    share_credentials: false,
    setup2fa: false,
    completed_signup: submission.completedSignup,
    booked_call: submission.bookedCall,
    brief,
    brief_delivery_attempts: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }
  const icps = submission.icps.map((icp, row): Row<typeof ICPS.row> => ({
    _order: row + 1,
    id: rowId(),
    locations: icp.locations,
    pain_frustration: icp.painFrustration,
    benefits: icp.benefits,
    value_offering: icp.valueOffering,
  }))
  const lists = submission.icps.flatMap((icp, row) =>
    ICP_LISTS.flatMap((field) =>
      (field === 'jobTitles' ? icp.jobTitles.filter((title) => title !== '') : icp[field]).map(
        (text, i): Row<typeof LISTS.row> => ({ order: i + 1, path: `icps.${row}.${field}`, text }),
      ),
    ),
  )
  return [...MAIN.map((column) => columns[column]), JSON.stringify(icps), JSON.stringify(lists)]
}

async function findBySubmissionId(payload: Payload, submissionId: string) {
  const doc: Pick<OnboardingSubmission, 'id' | 'brief'> | null = await payload.db.findOne({
    collection: 'onboarding-submissions',
    where: { submissionId: { equals: submissionId } },
    select: { brief: true },
  })
  return doc ?? undefined
}

/**
 * Stores a validated submission once (a retry with the same submissionId returns the stored
 * one) together with its brief e-mail job, so a stored submission always has its e-mail job and
 * a failed one leaves neither behind. The queue's runner (every two seconds) sends the e-mail;
 * the visitor never waits for it.
 */
export async function storeSubmission(
  submission: Submission,
  now = new Date(),
): Promise<StoredSubmission> {
  const payload = await payloadClient()
  const brief = buildBrief(submission, { date: now })
  try {
    // Payload's pool: the statement is prepared once per connection (named).
    const result = await payload.db.pool.query<{ id: number }>({
      name: 'store-onboarding-submission',
      text: INSERT,
      values: insertValues(submission, brief, now),
    })
    return { id: result.rows[0].id, brief, created: true }
  } catch (error) {
    // A retry, or two identical requests at once: the unique submissionId refuses the second
    // (nothing of it is stored); answer with the one stored.
    const winner = await findBySubmissionId(payload, submission.submissionId)
    if (winner) return { id: winner.id, brief: winner.brief ?? '', created: false }
    throw error
  }
}
