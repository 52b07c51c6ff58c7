import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  Field,
} from 'payload'
import { APIError, ValidationError } from 'payload'
import {
  anyone,
  hasRole,
  hiddenFromOps,
  isAdmin,
  isAdminField,
  isEditor,
  isOps,
  isStaffField,
  nobody,
  serverWritten,
} from '@/lib/access'
import { inputFields, type FormFieldDefinition } from '@/lib/forms'
import { formSubmittedEventData } from '@/lib/webhooks/events'
import { attributionFields } from '../OnboardingSubmissions/answers'
import { restrictedField } from '../OnboardingSubmissions/retention'
import { recordOpening } from '../AuditLog'
import { queueWebhookEvent } from '../WebhookEndpoints/events'
import { recordedDate, serverTimestamps } from '../timestamps'
import { entryExportEndpoint } from './export'

/** Where an entry's e-mail stands: when it was delivered, how often it was tried, what failed. */
const deliveryGroup = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  access: serverWritten,
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'deliveredAt',
          label: 'Delivered',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'attempts', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'lastError', label: 'Last error', type: 'text' },
  ],
})

/**
 * What a form adds to the form builder's own fields. Where entries are sent is personal data's
 * destination: only admins set or change it (field access, so the API refuses it too); marketers
 * write the confirmation the sender receives.
 */
const formFields: Field[] = [
  {
    name: 'notifyTo',
    label: 'Notify the team at',
    type: 'email',
    access: { read: isStaffField, create: isAdminField, update: isAdminField },
    admin: {
      position: 'sidebar',
      description:
        'Each entry is e-mailed to this address. Only admins set or change it, as it decides where people’s details go.',
    },
  },
  {
    name: 'confirmationEmail',
    label: 'Confirmation to the sender',
    type: 'group',
    admin: {
      description:
        'Sent to the address given in the form’s first e-mail field. {{name}} (any field’s name in double braces) becomes that answer.',
    },
    fields: [
      { name: 'send', label: 'Send a confirmation e-mail', type: 'checkbox', defaultValue: false },
      {
        name: 'subject',
        type: 'text',
        maxLength: 200,
        defaultValue: 'Thank you for getting in touch',
        admin: { condition: (_, sibling) => Boolean(sibling?.send) },
        validate: (value: unknown, { siblingData }: { siblingData: { send?: unknown } }) =>
          siblingData?.send && !(typeof value === 'string' && value.trim())
            ? 'Give the confirmation a subject.'
            : true,
      },
      {
        name: 'body',
        label: 'Message',
        type: 'textarea',
        maxLength: 5000,
        admin: { rows: 8, condition: (_, sibling) => Boolean(sibling?.send) },
        validate: (value: unknown, { siblingData }: { siblingData: { send?: unknown } }) =>
          siblingData?.send && !(typeof value === 'string' && value.trim())
            ? 'Write the message the sender receives.'
            : true,
      },
    ],
  },
]

/** Two fields of one form may not share a name: their answers would overwrite each other. */
const uniqueFieldNames: CollectionBeforeValidateHook = ({ data }) => {
  const seen = new Set<string>()
  for (const field of inputFields((data?.fields ?? []) as FormFieldDefinition[])) {
    if (seen.has(field.name)) {
      throw new ValidationError({
        errors: [
          {
            path: 'fields',
            message: `Two fields are named “${field.name}”. Give each field its own name.`,
          },
        ],
      })
    }
    seen.add(field.name)
  }
  return data
}

/**
 * A form with entries stays: its entries are records of what people sent (kept for the retention
 * period, counted by the conversion view) and name the form they came through.
 */
const keepFormsWithEntries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'form-submissions',
    where: { form: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `This form has ${totalDocs === 1 ? 'an entry' : `${totalDocs} entries`}, so it cannot be deleted. Take it off its pages instead.`,
      400,
      undefined,
      true,
    )
  }
}

/** An entry's last contact: when it arrived. Retention counts from here. */
const stampContact: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  data.lastContactAt =
    operation === 'create' ? new Date().toISOString() : originalDoc?.lastContactAt
  return data
}

/**
 * A new entry queues its e-mails (the team's notification, the sender's confirmation) and its
 * `form.submitted` webhook event in the transaction that stores it: never one without the other.
 * The e-mails go from the jobs queue, so a slow or absent SMTP server never holds up the visitor.
 */
const queueFollowUps: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const form = await req.payload.findByID({
    collection: 'forms',
    id: typeof doc.form === 'object' ? doc.form.id : doc.form,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (form.notifyTo) {
    await req.payload.jobs.queue({
      task: 'sendFormEmail',
      input: { entry: doc.id, kind: 'notification' },
      req,
    })
  }
  if (form.confirmationEmail?.send && doc.email) {
    await req.payload.jobs.queue({
      task: 'sendFormEmail',
      input: { entry: doc.id, kind: 'confirmation' },
      req,
    })
  }
  await queueWebhookEvent(req, 'form.submitted', () => formSubmittedEventData(form, doc), {
    email: doc.email,
  })
  return doc
}

/** Marketers build forms but never read what people sent: entries are personal data. */
const hiddenFromMarketers = ({ user }: { user: Parameters<typeof hasRole>[0] }) =>
  hasRole(user, 'marketer')

/** A field of an entry the server writes from the visitor's answers; staff only read it. */
const stored = (field: Field): Field =>
  ({ ...field, access: serverWritten, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Payload's form builder: marketers compose forms from fields and place them on pages with the
 * Form block. Entries arrive only through the site's form endpoint (`POST /api/form-entries`), which
 * checks them against the form's fields, limits how often a client may send and turns away bots;
 * nobody creates one through the API. Entries are personal data: ops and admins read them and
 * export them, marketers never do; only admins delete one. Entries are enquiries for retention
 * (anonymised after the enquiry period from their last contact) and data requests find, export
 * and erase them by e-mail address.
 */
export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    email: true,
    textarea: true,
    select: true,
    checkbox: true,
    number: true,
    message: true,
    country: false,
    state: false,
    date: false,
    payment: false,
    upload: false,
  },
  redirectRelationships: ['pages'],
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    admin: {
      group: 'Content',
      hidden: hiddenFromOps,
      useAsTitle: 'title',
      defaultColumns: ['title', 'notifyTo', 'updatedAt'],
      description:
        'Forms for the site: contact, applications, sign-ups. Build one here, then place it on a page with the Form block.',
    },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    hooks: { beforeValidate: [uniqueFieldNames], beforeDelete: [keepFormsWithEntries] },
    // The builder's own e-mail list would let whoever edits a form send entries anywhere; the
    // admin-only team address and the sender's confirmation take its place.
    fields: ({ defaultFields }) => [
      ...defaultFields.filter((field) => !('name' in field && field.name === 'emails')),
      ...formFields,
    ],
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form entry', plural: 'Form entries' },
    admin: {
      group: 'Clients',
      hidden: hiddenFromMarketers,
      useAsTitle: 'email',
      defaultColumns: ['email', 'form', 'pagePath', 'createdAt'],
      listSearchableFields: ['email', 'name'],
      description:
        'What people sent through the site’s forms. Anonymised after the enquiry period (Settings → Privacy).',
      components: { beforeListTable: ['/src/admin/SubmissionsExport#FormEntriesExport'] },
    },
    access: { read: isOps, create: nobody, update: nobody, delete: isAdmin },
    disableDuplicate: true,
    defaultSort: '-createdAt',
    endpoints: [entryExportEndpoint],
    hooks: {
      beforeChange: [serverTimestamps, stampContact],
      afterChange: [queueFollowUps],
      afterOperation: [recordOpening((doc) => `Opened form entry ${String(doc.id)}`)],
    },
    fields: ({ defaultFields }) => [
      ...defaultFields.map(stored),
      stored({
        type: 'row',
        fields: [
          { name: 'name', type: 'text', index: true },
          { name: 'email', label: 'E-mail address', type: 'email', index: true },
        ],
      }),
      stored({ name: 'pagePath', label: 'Sent from page', type: 'text', index: true }),
      {
        name: 'entryId',
        type: 'text',
        unique: true,
        index: true,
        access: serverWritten,
        admin: {
          hidden: true,
          description: 'The form’s own random id: a retry of the same form is stored once.',
        },
      },
      stored({
        name: 'attribution',
        label: 'Where the visit came from',
        type: 'group',
        fields: attributionFields,
      }),
      recordedDate('lastContactAt', 'Last contact', {
        description: 'When the entry arrived: retention counts from here.',
      }),
      recordedDate('anonymisedAt', 'Anonymised', {
        description: 'The person’s details were removed: after the enquiry period, or on request.',
        condition: (data) => Boolean(data?.anonymisedAt),
      }),
      restrictedField,
      deliveryGroup('notification', 'Team notification'),
      deliveryGroup('confirmation', 'Confirmation to the sender'),
    ],
  },
})
