import type { CollectionConfig } from 'payload'
import { hiddenFromNonAdmins, isAdmin, nobody, serverWritten } from '@/lib/access'
import { DELIVERY_TYPES } from '@/lib/webhooks/events'
import { recordedDate, serverTimestamps } from '../timestamps'

const DELIVERY_STATUS = [
  { label: 'Pending', value: 'pending' },
  { label: 'Delivered', value: 'delivered' },
  { label: 'Failed', value: 'failed' },
  { label: 'Withheld (the person restricted or erased their data)', value: 'withheld' },
] as const

const recorded = { access: serverWritten, admin: { readOnly: true } }

/**
 * One event sent to one webhook endpoint: its message (the exact JSON sent), its id (the same on
 * every attempt and every resend, so receivers can drop repeats) and how its delivery went.
 * Written by the server only; admins read them on their endpoint's screen. A message about a
 * person is personal data: a data request finds it by the person's address, erasing deletes it,
 * and the nightly retention job deletes every delivery after 30 days.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: 'Settings',
    useAsTitle: 'messageId',
    defaultColumns: ['type', 'endpoint', 'status', 'responseCode', 'attempts', 'lastAttemptAt'],
    description:
      'Every event sent to a webhook endpoint and how its delivery went. Resend one from its endpoint’s screen.',
    hidden: hiddenFromNonAdmins,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  lockDocuments: false,
  hooks: { beforeChange: [serverTimestamps] },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'endpoint',
      type: 'relationship',
      relationTo: 'webhook-endpoints',
      required: true,
      index: true,
      ...recorded,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Event',
          type: 'select',
          required: true,
          options: DELIVERY_TYPES.map((option) => ({ ...option })),
          ...recorded,
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: DELIVERY_STATUS.map((option) => ({ ...option })),
          ...recorded,
        },
      ],
    },
    {
      name: 'messageId',
      label: 'Message id (webhook-id)',
      type: 'text',
      required: true,
      unique: true,
      ...recorded,
    },
    {
      type: 'row',
      fields: [
        { name: 'attempts', type: 'number', defaultValue: 0, ...recorded },
        { name: 'responseCode', label: 'Last response code', type: 'number', ...recorded },
      ],
    },
    { name: 'lastError', label: 'Last error', type: 'text', ...recorded },
    { name: 'payload', label: 'Message sent', type: 'json', ...recorded },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'onboarding-submissions',
      index: true,
      ...recorded,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'email',
      label: 'Whose data (address)',
      type: 'text',
      index: true,
      ...recorded,
      admin: { readOnly: true, position: 'sidebar' },
    },
    recordedDate('lastAttemptAt', 'Last attempt'),
    recordedDate('deliveredAt', 'Delivered'),
  ],
}
