import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
} from 'payload'
import { hiddenFromNonAdmins, isAdmin, serverWritten } from '@/lib/access'
import { WEBHOOK_EVENTS } from '@/lib/webhooks/events'
import { targetProblem } from '@/server/webhook-target'
import { newWebhookSecret, sealWebhookSecret } from '@/server/webhook-secret'
import { audit } from '../AuditLog'
import { revealSecretEndpoint } from './actions'
import { serverTimestamps } from '../timestamps'

const ENDPOINT_STATUS = [
  { label: 'Healthy', value: 'healthy' },
  { label: 'Failing (switched off)', value: 'failing' },
] as const

/**
 * A new endpoint gets its signing secret here, sealed, never from the request; an endpoint an
 * admin switches back on starts healthy again.
 */
const setUp: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') {
    data.secretSealed = sealWebhookSecret(newWebhookSecret(), req.payload.secret)
    data.secretShownAt = null
    data.status = 'healthy'
    data.consecutiveFailures = 0
  } else if (data.active === true && originalDoc?.active === false) {
    data.status = 'healthy'
    data.consecutiveFailures = 0
  }
  return data
}

const auditRegistered: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await audit(req, 'Webhook endpoint registered', [], [doc.url, ...(doc.events ?? [])])
  }
  return doc
}

/** An endpoint's deliveries go with it. */
const deleteDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'webhook-deliveries',
    where: { endpoint: { equals: id } },
    overrideAccess: true,
    req,
  })
}

const auditRemoved: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await audit(req, 'Webhook endpoint removed', [doc.url], [])
  return doc
}

/**
 * Addresses that receive the site's events as signed webhooks (Standard Webhooks), each with
 * the events it subscribes to and its own signing secret, shown to an admin once. Admins only:
 * the events carry personal data. An endpoint whose deliveries keep failing is switched off and
 * marked failing; an admin switches it back on.
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    group: 'Settings',
    useAsTitle: 'url',
    defaultColumns: ['url', 'events', 'active', 'status', 'updatedAt'],
    description:
      'Addresses that receive signed events: new submissions, status changes, bookings, erasures. Each delivery is listed on its endpoint’s screen.',
    hidden: hiddenFromNonAdmins,
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  disableDuplicate: true,
  endpoints: [revealSecretEndpoint],
  hooks: {
    beforeChange: [serverTimestamps, setUp],
    afterChange: [auditRegistered],
    beforeDelete: [deleteDeliveries],
    afterDelete: [auditRemoved],
  },
  fields: [
    {
      name: 'url',
      label: 'Address (URL)',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: async (value: string | null | undefined) => {
        if (!value) return 'Enter the address that receives the events.'
        if (value.length > 2000) return 'Keep the address under 2,000 characters.'
        return (await targetProblem(value)) ?? true
      },
      admin: {
        placeholder: 'https://hooks.example.com/leadpilot',
        description: 'Receives a POST with a JSON body, signed by the Standard Webhooks scheme.',
      },
    },
    {
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      options: WEBHOOK_EVENTS.map((option) => ({ ...option })),
    },
    {
      name: 'active',
      label: 'Sending',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Off: no events are sent. Switched off by the server when deliveries keep failing; switch it on to start again.',
      },
    },
    {
      name: 'panel',
      type: 'ui',
      admin: { components: { Field: '/src/admin/WebhookEndpointPanel#WebhookEndpointPanel' } },
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'healthy',
      options: ENDPOINT_STATUS.map((option) => ({ ...option })),
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'consecutiveFailures',
      label: 'Failed deliveries in a row',
      type: 'number',
      defaultValue: 0,
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'secretShownAt',
      label: 'Signing secret shown',
      type: 'date',
      access: serverWritten,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'A secret is shown once. Rotate it for a new one.',
      },
    },
    // The signing secret, sealed: nobody reads it through the API or the admin.
    {
      name: 'secretSealed',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
  ],
}
