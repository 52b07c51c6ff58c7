import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isOps, nobody, serverWritten } from '@/lib/access'
import { STEPS } from '@/lib/onboarding/catalogue'
import { attributionFields } from '../OnboardingSubmissions/answers'
import { privacyNoticeField, recordNotice } from '../OnboardingSubmissions/notice'
import { recordedDate, serverTimestamps } from '../timestamps'

const DRAFT_STATUS = [
  { label: 'Not finished', value: 'open' },
  { label: 'Sent', value: 'submitted' },
  { label: 'Expired', value: 'expired' },
] as const

const readOnly = <F extends Field>(field: F): F =>
  ({ ...field, access: serverWritten, admin: { ...field.admin, readOnly: true } }) as F

/**
 * The onboarding wizard's progress, kept on the server once step 1 is valid: one record per
 * wizard session (its reference becomes the submission's), saved at each completed step with the
 * answers of the steps done. Ops see who stopped where and where their visit came from; the
 * reminders, the resume links and the expiry are the server's. Personal data: ops and admins read,
 * only admins delete, nobody creates or edits one through the API.
 */
export const OnboardingDrafts: CollectionConfig = {
  slug: 'onboarding-drafts',
  labels: { singular: 'Unfinished onboarding', plural: 'Unfinished onboardings' },
  admin: {
    group: 'Clients',
    useAsTitle: 'email',
    defaultColumns: [
      'email',
      'name',
      'companyName',
      'stepsDone',
      'lastSavedAt',
      'source',
      'remindersSent',
      'status',
    ],
    listSearchableFields: ['email', 'name', 'companyName'],
    description:
      'People who started the onboarding wizard and have not sent it yet: the step they reached, when, and where their visit came from. Sent ones link to their submission; unfinished ones expire after the period in Settings → Privacy.',
  },
  access: { read: isOps, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  defaultSort: '-lastSavedAt',
  hooks: { beforeChange: [serverTimestamps, recordNotice] },
  fields: [
    {
      type: 'row',
      fields: [
        readOnly({ name: 'name', type: 'text' }),
        readOnly({ name: 'email', label: 'E-mail address', type: 'text', index: true }),
        readOnly({ name: 'companyName', label: 'Company', type: 'text' }),
      ],
    },
    {
      type: 'row',
      fields: [
        readOnly({
          name: 'stepsDone',
          label: 'Steps done',
          type: 'number',
          required: true,
          min: 1,
          max: STEPS.length,
          admin: { description: `Of ${STEPS.length}: the wizard reopens on the next step.` },
        }),
        readOnly({
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          index: true,
          options: DRAFT_STATUS.map((option) => ({ ...option })),
        }),
        readOnly({
          name: 'variant',
          label: 'Form',
          type: 'select',
          required: true,
          defaultValue: 'full',
          options: [
            { label: 'Full onboarding', value: 'full' },
            { label: 'Quick demo form', value: 'quick' },
          ],
        }),
      ],
    },
    readOnly({
      name: 'answers',
      type: 'json',
      admin: { description: 'The answers of the steps done, checked as the submission would be.' },
    }),
    readOnly({
      name: 'source',
      type: 'text',
      admin: { description: 'Where the visit came from, in one line.' },
    }),
    readOnly({ name: 'attribution', type: 'group', fields: attributionFields }),
    readOnly({ name: 'offer', type: 'text' }),
    readOnly({
      name: 'page',
      type: 'text',
      admin: { description: 'The page of the form, where a resume link opens it again.' },
    }),
    readOnly({
      name: 'submission',
      type: 'relationship',
      relationTo: 'onboarding-submissions',
      admin: { condition: (data) => Boolean(data?.submission) },
    }),
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: serverWritten,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The wizard’s reference: the submission carries the same one.',
      },
    },
    recordedDate('lastSavedAt', 'Last step saved'),
    recordedDate('expiresAt', 'Expires', {
      description: 'Unfinished answers are deleted then, unless the person carries on.',
    }),
    readOnly({
      name: 'remindersSent',
      label: 'Reminders sent',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    }),
    recordedDate('remindersStoppedAt', 'Reminders stopped', {
      description: 'The person asked for no more reminders.',
      condition: (data) => Boolean(data?.remindersStoppedAt),
    }),
    readOnly({
      name: 'restricted',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'The person restricted the use of their data: no e-mails are sent.',
        condition: (data) => Boolean(data?.restricted),
      },
    }),
    privacyNoticeField,
    {
      // Raised by every save: a save that names an older revision is refused with the newer answers.
      name: 'revision',
      type: 'number',
      required: true,
      defaultValue: 1,
      access: serverWritten,
      admin: { hidden: true },
    },
    {
      // What the server tracks to send each e-mail once; staff do not edit it.
      name: 'mail',
      type: 'group',
      access: serverWritten,
      admin: { hidden: true },
      fields: [
        { name: 'remindersQueued', type: 'number', defaultValue: 0 },
        { name: 'linksQueued', type: 'number', defaultValue: 0 },
        { name: 'linksSent', type: 'number', defaultValue: 0 },
        { name: 'attempts', type: 'number', defaultValue: 0 },
        // When the draft.abandoned webhook event was queued: once per draft.
        { name: 'abandonedAt', type: 'date' },
        { name: 'lastError', type: 'text' },
      ],
    },
  ],
}
