import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { isOps, nobody, serverWritten } from '@/lib/access'
import {
  EMAIL_MAX,
  REQUEST_KINDS,
  REQUEST_STATUS,
  looksLikeEmail,
  normaliseEmail,
  requestDue,
} from '@/lib/data-requests'
import { recordOpening } from '../AuditLog'
import { recordedDate, serverTimestamps } from '../timestamps'
import { exportEndpoint } from './endpoints'

const recorded = (name: string, label: string, description?: string, onlyWhenSet = false) =>
  recordedDate(name, label, {
    description,
    dayOnly: true,
    condition: onlyWhenSet ? (data) => Boolean(data?.[name]) : undefined,
  })

/**
 * Due date, who handled it and when it was answered, as the server keeps them: due one month
 * after receipt; answered when it leaves "open" (and no longer when it is opened again); handled
 * by whoever changed it last. The address is compared in lower case.
 */
const keepRegister: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  const received = new Date(data.receivedAt ?? originalDoc?.receivedAt ?? Date.now())
  data.receivedAt = received.toISOString()
  data.dueAt = requestDue(received).toISOString()
  // Once erased, the masked address stays: a form opened before the erasure cannot restore it.
  if (originalDoc?.erasedAt && !context.erasing) data.email = originalDoc.email
  else if (typeof data.email === 'string' && !context.erasing) {
    data.email = normaliseEmail(data.email)
  }
  const status = data.status ?? originalDoc?.status ?? 'open'
  data.answeredAt = status === 'open' ? null : (originalDoc?.answeredAt ?? new Date().toISOString())
  if (req.user) data.handledBy = req.user.email
  return data
}

/**
 * The register of requests people make about their data: what they asked, when, by when it is
 * due, who handled it, what was done and the outcome. Ops and admins keep it; the screen on each
 * request finds, exports, restricts and erases what is held for the address. Once the data is
 * erased the register keeps only a masked address, never the data itself. Nobody deletes an
 * entry: the nightly retention job removes answered ones after the register's period.
 */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  labels: { singular: 'Data request', plural: 'Data requests' },
  admin: {
    group: 'Clients',
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'receivedAt', 'dueAt', 'status', 'handledBy'],
    listSearchableFields: ['email'],
    description:
      'Requests from people about their data (a copy, a correction, erasure, restriction, an objection). Each is answered within one month.',
  },
  access: { read: isOps, create: isOps, update: isOps, delete: nobody },
  disableDuplicate: true,
  endpoints: [exportEndpoint],
  hooks: {
    beforeChange: [serverTimestamps, keepRegister],
    // The request's screen shows everything held for the address: opening it is a look at it.
    afterOperation: [recordOpening((doc) => `Opened data request ${String(doc.id)}`)],
  },
  defaultSort: 'dueAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          label: 'Their e-mail address',
          type: 'text',
          maxLength: EMAIL_MAX,
          index: true,
          admin: { readOnly: false, description: 'The address the person used with us.' },
          // Once their data is erased the register keeps a masked address only.
          validate: (value: unknown, { data }: { data: { erasedAt?: unknown } }) => {
            if (data?.erasedAt) return true
            if (typeof value !== 'string' || !value.trim())
              return 'Enter the person’s e-mail address.'
            return looksLikeEmail(value.trim()) ? true : 'Enter a valid e-mail address.'
          },
        },
        {
          name: 'kind',
          label: 'They asked for',
          type: 'select',
          required: true,
          options: REQUEST_KINDS.map((option) => ({ ...option })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'receivedAt',
          label: 'Received',
          type: 'date',
          required: true,
          defaultValue: () => new Date().toISOString(),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: REQUEST_STATUS.map((option) => ({ ...option })),
        },
      ],
    },
    {
      name: 'details',
      label: 'What they asked',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'Their words, or a summary, and how the request arrived.' },
    },
    {
      name: 'held',
      type: 'ui',
      admin: { components: { Field: '/src/admin/DataRequestPanel#DataRequestPanel' } },
    },
    {
      name: 'outcome',
      type: 'textarea',
      maxLength: 5000,
      admin: { description: 'What was done and what we told the person.' },
      validate: (value: unknown, { siblingData }: { siblingData: { status?: unknown } }) =>
        siblingData?.status &&
        siblingData.status !== 'open' &&
        !(typeof value === 'string' && value.trim())
          ? 'Say how the request was answered before closing it.'
          : true,
    },
    recorded('dueAt', 'Due', 'One month after it was received.'),
    recorded('answeredAt', 'Answered', undefined, true),
    {
      name: 'handledBy',
      label: 'Handled by',
      type: 'text',
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
    },
    recorded('erasedAt', 'Data erased', 'Everything held for the address was erased then.', true),
    {
      name: 'actions',
      label: 'What was done',
      type: 'array',
      access: serverWritten,
      admin: {
        readOnly: true,
        initCollapsed: false,
        description: 'Every export, restriction and erasure, recorded as it happens.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'at',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'by', type: 'text', required: true },
            { name: 'what', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}
