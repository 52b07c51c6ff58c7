import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Field,
  Payload,
  PayloadRequest,
} from 'payload'
import { serverWritten } from '@/lib/access'
import { withoutAnswers } from '@/lib/onboarding/catalogue'
import { dueForRemoval, type RetentionPeriods } from '@/lib/retention'
import { audit } from '../AuditLog'
import { recordedDate } from '../timestamps'

const COLLECTION = 'onboarding-submissions'

/** What anonymising leaves of a person: their record's title in the admin. */
const ANONYMISED_NAME = 'Anonymised'

/** Whether the person restricted the use of their data: set and lifted from their data request. */
export const restrictedField: Field = {
  name: 'restricted',
  label: 'Restricted',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: serverWritten,
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => Boolean(data?.restricted),
    description:
      'The person asked us to restrict the use of their data: no e-mails, webhooks or exports. Lifted from their data request.',
  },
}

/**
 * A submission's retention: when ops last contacted the person (set by the server on receipt and
 * on every change of status), when the work ended for a client (ops set it), how long ops keep
 * the record past its period and why, when it was anonymised, and whether the person restricted
 * the use of their data.
 */
export const retentionFields: Field[] = [
  restrictedField,
  recordedDate('lastContactAt', 'Last contact', {
    description: 'Set on receipt and on every change of status: retention counts from here.',
  }),
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
  recordedDate('anonymisedAt', 'Anonymised', {
    description:
      'The person’s details were removed: at the end of the retention period, or on their request.',
    condition: (data) => Boolean(data?.anonymisedAt),
  }),
]

/**
 * A submission's last contact: its receipt, every change of its status, and every call booked or
 * cancelled through the scheduler (the server says so with `context.contact`).
 */
export const recordContact: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
  context,
}) => {
  const statusChanged = 'status' in data && data.status !== originalDoc?.status
  if (operation === 'create' || statusChanged || context.contact) {
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
 * Anonymises every submission past its period as of `now`. Returns how many were anonymised; a
 * second run finds none.
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
  await anonymise(
    payload,
    docs.map(({ id }) => id),
    now,
  )
  return docs.length
}

/**
 * Removes the person from these submissions: the answers, the brief, the last delivery error, the
 * staff's notes and the booked call's summary go, and the record says when; status, form, offer, where the visit came from and the dates
 * stay, so the conversion view still counts them. In `req`'s transaction when one is given.
 */
export async function anonymise(
  payload: Payload,
  ids: Array<number | string>,
  now: Date,
  req?: PayloadRequest,
): Promise<void> {
  for (const id of ids) {
    await payload.update({
      collection: COLLECTION,
      id,
      data: {
        ...withoutAnswers(),
        name: ANONYMISED_NAME,
        brief: null,
        briefDelivery: { lastError: null },
        // Staff notes may name or describe the person; the status history names staff only.
        notes: [],
        booking: { callAt: null, status: null },
        retention: { keepUntil: null, reason: null },
        anonymisedAt: now.toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req,
      context: { anonymising: true, accessRecorded: true },
    })
  }
}
