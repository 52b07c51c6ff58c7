import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, Payload } from 'payload'
import { serverWritten } from '@/lib/access'
import { withoutAnswers } from '@/lib/onboarding/catalogue'
import { dueForRemoval, type RetentionPeriods } from '@/lib/retention'
import { audit } from '../AuditLog'

const COLLECTION = 'onboarding-submissions'

/** What anonymising leaves of a person: their record's title in the admin. */
const ANONYMISED_NAME = 'Anonymised'

/**
 * A submission's retention: when ops last contacted the person (set by the server on receipt and
 * on every change of status), when the work ended for a client (ops set it), how long ops keep
 * the record past its period and why, and when it was anonymised.
 */
/** A date the server records and staff only read, in the sidebar. */
const recordedDate = (
  name: string,
  label: string,
  description: string,
  condition?: (data: Record<string, unknown>) => boolean,
): Field => ({
  name,
  label,
  type: 'date',
  index: true,
  access: serverWritten,
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayAndTime' },
    description,
    condition,
  },
})

export const retentionFields: Field[] = [
  recordedDate(
    'lastContactAt',
    'Last contact',
    'Set on receipt and on every change of status: retention counts from here.',
  ),
  {
    name: 'workEndedAt',
    label: 'Work ended',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      condition: (data) => data?.status === 'onboarded',
      description:
        'For a client: when the work ended. Their record is kept for the client period from then.',
    },
  },
  {
    name: 'retention',
    label: 'Keep longer',
    type: 'group',
    admin: {
      position: 'sidebar',
      description:
        'Keep this record past its retention period, with the reason (recorded in the audit log).',
    },
    fields: [
      { name: 'keepUntil', label: 'Keep until', type: 'date', index: true },
      {
        name: 'reason',
        type: 'textarea',
        maxLength: 1000,
        validate: (value: unknown, { siblingData }: { siblingData: { keepUntil?: unknown } }) =>
          siblingData?.keepUntil && !(typeof value === 'string' && value.trim())
            ? 'Say why this record is kept longer.'
            : true,
      },
    ],
  },
  recordedDate(
    'anonymisedAt',
    'Anonymised',
    'The person’s details were removed at the end of the retention period.',
    (data) => Boolean(data?.anonymisedAt),
  ),
]

/** A submission's last contact: its receipt, then every change of its status. */
export const recordContact: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const statusChanged = 'status' in data && data.status !== originalDoc?.status
  if (operation === 'create' || statusChanged) {
    data.lastContactAt = new Date().toISOString()
  } else {
    data.lastContactAt = originalDoc?.lastContactAt
  }
  return data
}

type Kept = { keepUntil?: string | null; reason?: string | null } | null | undefined

/** Keeping a record past its period is recorded in the audit log: who, when, until when and why. */
export const auditKeptLonger: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context.anonymising) return doc
  const before = (previousDoc?.retention ?? {}) as NonNullable<Kept>
  const after = (doc.retention ?? {}) as NonNullable<Kept>
  if (operation !== 'update' || (before.keepUntil ?? null) === (after.keepUntil ?? null)) return doc
  const describe = (kept: NonNullable<Kept>) =>
    kept.keepUntil ? [`until ${kept.keepUntil.slice(0, 10)}`, kept.reason ?? ''] : ['its period']
  await audit(req, `Submission ${doc.submissionId} kept longer`, describe(before), describe(after))
  return doc
}

/**
 * Anonymises every submission past its period as of `now`: the answers, the brief and the last
 * delivery error go; status, form, offer, where the visit came from and the dates stay, so the
 * conversion view still counts it. Returns how many were anonymised; a second run finds none.
 */
export async function anonymiseDue(
  payload: Payload,
  periods: RetentionPeriods,
  now = new Date(),
): Promise<number> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: dueForRemoval(periods, now),
    pagination: false,
    depth: 0,
    select: { anonymisedAt: true },
    overrideAccess: true,
  })
  for (const { id } of docs) {
    await payload.update({
      collection: COLLECTION,
      id,
      data: {
        ...withoutAnswers(),
        name: ANONYMISED_NAME,
        brief: null,
        briefDelivery: { lastError: null },
        retention: { keepUntil: null, reason: null },
        anonymisedAt: now.toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      context: { anonymising: true },
    })
  }
  return docs.length
}
