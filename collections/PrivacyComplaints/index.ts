import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload'
import { isAdmin, isOps, nobody, serverWritten } from '@/lib/access'
import { COMPLAINT_LIMITS, COMPLAINT_REPLY_DAYS, complaintDueAt } from '@/lib/complaints'
import { recordOpening } from '../AuditLog'
import { recordedDate, serverTimestamps } from '../timestamps'

const COMPLAINT_STATUS = [
  { label: 'Open', value: 'open' },
  { label: 'Answered', value: 'answered' },
] as const

/**
 * The record's dates are the server's: received when stored, due COMPLAINT_REPLY_DAYS later, and
 * answered when a member of staff moves the status to answered (cleared if it is reopened).
 */
const stampDates: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create') {
    const received = new Date()
    data.receivedAt = received.toISOString()
    data.dueAt = complaintDueAt(received).toISOString()
    data.answeredAt = data.status === 'answered' ? received.toISOString() : null
    return data
  }
  data.receivedAt = originalDoc?.receivedAt
  data.dueAt = originalDoc?.dueAt
  const status = data.status ?? originalDoc?.status
  if (status !== 'answered') data.answeredAt = null
  else if (originalDoc?.status !== 'answered') data.answeredAt = new Date().toISOString()
  else data.answeredAt = originalDoc?.answeredAt
  return data
}

/**
 * Every stored complaint is acknowledged by e-mail: the job is queued in the transaction that
 * stores the complaint, so there is never one without the other.
 */
const queueAcknowledgement: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await req.payload.jobs.queue({
      task: 'acknowledgeComplaint',
      input: { complaint: doc.id },
      req,
    })
  }
  return doc
}

/**
 * Complaints about how we handled someone's personal data, from the public complaint form.
 * Personal data: only ops and admins read them or answer them, only admins delete one. Nobody
 * creates one through the API: the public route (POST /api/privacy-complaint) validates the form
 * first. What the complainant said and every date are the record, written by the server; staff
 * move the status and keep their notes of the reply. The register is kept for the years set in
 * Settings → Privacy, then the nightly retention job deletes it.
 */
export const PrivacyComplaints: CollectionConfig = {
  slug: 'privacy-complaints',
  labels: { singular: 'Privacy complaint', plural: 'Privacy complaints' },
  admin: {
    group: 'Clients',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'receivedAt', 'dueAt', 'status'],
    listSearchableFields: ['name', 'email', 'reference'],
    description: `Complaints about how we handled personal data. Each was acknowledged by e-mail when it arrived; a person replies within ${COMPLAINT_REPLY_DAYS} days.`,
  },
  defaultSort: 'dueAt',
  access: {
    read: isOps,
    update: isOps,
    create: nobody,
    delete: isAdmin,
  },
  disableDuplicate: true,
  timestamps: true,
  hooks: {
    beforeChange: [serverTimestamps, stampDates],
    afterChange: [queueAcknowledgement],
    afterOperation: [recordOpening((doc) => `Opened privacy complaint ${String(doc.reference)}`)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: COMPLAINT_STATUS.map((option) => ({ ...option })),
        },
        {
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: serverWritten,
          admin: {
            readOnly: true,
            description: 'Given to the complainant; a retry of the same form is stored once.',
          },
        },
      ],
    },
    recordedDate('receivedAt', 'Received', { description: 'When the complaint reached us.' }),
    recordedDate('dueAt', 'Reply due', {
      description: `${COMPLAINT_REPLY_DAYS} days after it was received.`,
    }),
    recordedDate('answeredAt', 'Answered', {
      description: 'Set when the status becomes Answered; the register is kept from here.',
      condition: (data) => data?.status === 'answered',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: COMPLAINT_LIMITS.name,
          access: serverWritten,
          admin: { readOnly: true },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          access: serverWritten,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'whatHappened',
      label: 'What happened',
      type: 'textarea',
      required: true,
      maxLength: COMPLAINT_LIMITS.whatHappened,
      access: serverWritten,
      admin: { readOnly: true, rows: 8 },
    },
    {
      name: 'responseNotes',
      label: 'Response notes',
      type: 'textarea',
      maxLength: 20_000,
      admin: {
        rows: 6,
        description: 'For staff: what was found, what was done and what the reply said.',
      },
    },
    {
      name: 'acknowledgement',
      label: 'Acknowledgement e-mail',
      type: 'group',
      access: serverWritten,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'acknowledgedAt',
              label: 'Delivered',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'attempts', type: 'number', defaultValue: 0 },
          ],
        },
        { name: 'lastError', label: 'Last error', type: 'text' },
      ],
    },
  ],
}
