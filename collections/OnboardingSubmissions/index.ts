import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isOps, nobody, serverWritten } from '@/lib/access'
import {
  BRIEF_STATUS,
  SUBMISSION_STATUS,
  SUBMISSION_VARIANT,
} from '@/lib/onboarding/submission-labels'
import { BOOKING_STATUS } from '@/lib/bookings'
import { serverTimestamps } from '../timestamps'
import { answerTabs, attributionFields } from './answers'
import { auditKeptLonger, recordContact, retentionFields } from './retention'
import { SEARCHABLE_FIELDS, briefEndpoint, csvEndpoint, recordOpened } from './endpoints'
import { privacyNoticeField, recordNotice } from './notice'
import { announceStatusChange } from './webhooks'
import { keepNotes, noteFields, recordStatusChange, statusHistoryFields } from './history'
import { rewriteBrief } from './brief'
import { briefLogField } from './briefActions'

/** An e-mail's delivery, summed up in the Brief tab's panel in words that match its status. */
const deliveryGroup = (name: string): Field => ({
  name,
  type: 'group',
  admin: { readOnly: true, hidden: true },
  access: serverWritten,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'attempts', type: 'number', defaultValue: 0 },
        {
          name: 'deliveredAt',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    { name: 'lastError', type: 'text' },
  ],
})

/**
 * What a client sent through the onboarding wizard or the demo page's quick form.
 * Personal data: only ops and admins read or change it. Visitors create submissions only through
 * the public endpoint (POST /api/onboarding), which validates them first. What the visitor sent
 * as the record of the submission (its id, form, offer, source, brief) and the brief's delivery
 * are written by the server only; staff correct the answers and move the status.
 */
export const OnboardingSubmissions: CollectionConfig = {
  slug: 'onboarding-submissions',
  labels: { singular: 'Onboarding submission', plural: 'Onboarding submissions' },
  admin: {
    group: 'Clients',
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'company',
      'email',
      'createdAt',
      'status',
      'briefStatus',
      'restricted',
    ],
    listSearchableFields: SEARCHABLE_FIELDS,
    description: 'Submissions from the onboarding wizard and the demo form.',
    components: {
      beforeListTable: ['/src/admin/SubmissionsExport#SubmissionsExport'],
      // The "⋮" menu beside the list's filters.
      listMenuItems: ['/src/admin/SubmissionsExport#SubmissionsMenuExport'],
    },
  },
  access: {
    read: isOps,
    update: isOps,
    create: nobody,
    delete: isAdmin,
    readVersions: isOps,
  },
  endpoints: [briefEndpoint, csvEndpoint],
  timestamps: true,
  hooks: {
    beforeChange: [
      serverTimestamps,
      recordContact,
      recordNotice,
      recordStatusChange,
      keepNotes,
      rewriteBrief,
    ],
    afterChange: [auditKeptLonger, announceStatusChange],
    afterOperation: [recordOpened],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: SUBMISSION_STATUS.map((option) => ({ ...option })),
        },
        {
          name: 'briefStatus',
          label: 'Brief e-mail',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: BRIEF_STATUS.map((option) => ({ ...option })),
          access: serverWritten,
        },
        {
          name: 'confirmationStatus',
          label: 'Confirmation to the client',
          type: 'select',
          index: true,
          options: BRIEF_STATUS.map((option) => ({ ...option })),
          admin: {
            description: 'The e-mail thanking the client, with their brief and the next steps.',
          },
          access: serverWritten,
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        ...answerTabs,
        {
          label: 'Source',
          description:
            'Where the visit came from, recorded in the visitor’s browser for that visit only (no cookie, no third party).',
          fields: [
            {
              name: 'attribution',
              label: false,
              type: 'group',
              admin: { readOnly: true },
              // Recorded by the visitor's browser at submission; nobody edits it afterwards.
              access: serverWritten,
              fields: attributionFields,
            },
          ],
        },
        {
          label: 'Notes and history',
          description: 'The team’s notes on this submission, and who changed its status when.',
          fields: [...noteFields, ...statusHistoryFields],
        },
        {
          label: 'Brief',
          fields: [
            {
              name: 'briefView',
              type: 'ui',
              admin: { components: { Field: '/src/admin/BriefPanel#BriefPanel' } },
            },
            {
              name: 'brief',
              type: 'textarea',
              // Payload's default limit (40,000 characters) is below what a full wizard can make
              // (ten ICPs of long answers); the endpoint's 256 kB body limit bounds it instead.
              maxLength: 1_000_000,
              // The Markdown as e-mailed: the panel above shows it laid out and downloads it.
              admin: { readOnly: true, hidden: true },
              access: serverWritten,
            },
            deliveryGroup('briefDelivery'),
            briefLogField,
            deliveryGroup('confirmationDelivery'),
          ],
        },
      ],
    },
    {
      name: 'submissionId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Sent by the wizard; a retry with the same id is stored once.',
      },
      access: serverWritten,
    },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'full',
      options: SUBMISSION_VARIANT.map((option) => ({ ...option })),
      admin: { position: 'sidebar', readOnly: true },
      access: serverWritten,
    },
    {
      name: 'offer',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true },
      access: serverWritten,
    },
    privacyNoticeField,
    {
      name: 'bookingView',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/BookingSummary#BookingSummary' },
      },
    },
    {
      // The onboarding call booked through the scheduler, written from its bookings: the latest
      // call still booked, else the latest cancelled one.
      name: 'booking',
      type: 'group',
      admin: { readOnly: true, hidden: true },
      access: serverWritten,
      fields: [
        { name: 'callAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'status',
          type: 'select',
          options: BOOKING_STATUS.map((option) => ({ ...option })),
        },
      ],
    },
    ...retentionFields,
  ],
}
