import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isOps, nobody } from '../access'
import { briefEndpoint } from './endpoints'

const text = (name: string, label?: string): Field => ({ name, label, type: 'text' })
const area = (name: string, label?: string): Field => ({ name, label, type: 'textarea' })
const box = (name: string, label: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
})

/**
 * What a client sent through the onboarding wizard (spec: table onboarding_submissions).
 * Personal data: only ops and admins read or change it. Visitors create submissions only through
 * the public endpoint (POST /api/onboarding), which validates them first.
 */
export const OnboardingSubmissions: CollectionConfig = {
  slug: 'onboarding-submissions',
  labels: { singular: 'Onboarding submission', plural: 'Onboarding submissions' },
  admin: {
    group: 'Clients',
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'email', 'createdAt', 'status', 'briefStatus'],
    listSearchableFields: ['name', 'email', 'company', 'companyName'],
    description:
      'Submissions from the onboarding wizard and the demo form. Export them as CSV from the list.',
  },
  access: {
    read: isOps,
    update: isOps,
    create: nobody,
    delete: isAdmin,
    readVersions: isOps,
  },
  endpoints: [briefEndpoint],
  timestamps: true,
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
          options: [
            { label: 'New', value: 'new' },
            { label: 'Contacted', value: 'contacted' },
            { label: 'Onboarded', value: 'onboarded' },
            { label: 'Archived', value: 'archived' },
          ],
        },
        {
          name: 'briefStatus',
          label: 'Brief e-mail',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: [
            { label: 'Queued', value: 'queued' },
            { label: 'Delivered', value: 'delivered' },
            { label: 'Retrying', value: 'retrying' },
            { label: 'Failed', value: 'failed' },
            { label: 'Logged (no SMTP configured)', value: 'logged' },
          ],
          access: { update: () => false },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Client',
          fields: [
            { type: 'row', fields: [text('name'), { name: 'email', type: 'email' }] },
            { type: 'row', fields: [text('company'), text('role'), text('phone')] },
            { type: 'row', fields: [text('companyName'), text('companyWebsite')] },
            area('offeringSummary'),
            area('coreProducts'),
          ],
        },
        {
          label: 'Ideal customers',
          fields: [
            {
              name: 'icps',
              label: 'Ideal customer profiles',
              type: 'array',
              fields: [
                { name: 'jobTitles', type: 'text', hasMany: true },
                { name: 'companySize', type: 'text', hasMany: true },
                { name: 'industry', type: 'text', hasMany: true },
                { name: 'countries', type: 'text', hasMany: true },
                area('locations', 'Additional Locations/Notes'),
                area('painFrustration', 'Pain / frustration'),
                area('benefits'),
                area('valueOffering'),
              ],
            },
          ],
        },
        {
          label: 'Brand story',
          fields: [
            area('prospectProblem'),
            area('internalProblem'),
            area('externalProblem'),
            area('howYouEmpathise'),
            area('credibility'),
            area('callToAction'),
            area('summary'),
            area('leadTowards'),
            area('leadAwayFrom'),
            area('transformation'),
          ],
        },
        {
          label: 'Checklist',
          fields: [
            box('linkedinCredentials', 'Knows their LinkedIn login details'),
            box('shareCredentials', 'Will share credentials securely'),
            box('setup2fa', 'Two-factor authentication set up'),
            box('completedSignup', 'Will complete the signup and payment links'),
            box('bookedCall', 'Has booked the onboarding call'),
          ],
        },
        {
          label: 'Brief',
          fields: [
            {
              name: 'briefDownload',
              type: 'ui',
              admin: { components: { Field: '/src/admin/BriefDownload#BriefDownload' } },
            },
            {
              name: 'brief',
              type: 'textarea',
              // Payload's default limit (40,000 characters) is below what a full wizard can make
              // (ten ICPs of long answers); the endpoint's 256 kB body limit bounds it instead.
              maxLength: 1_000_000,
              admin: {
                readOnly: true,
                rows: 24,
                description:
                  'The client brief as e-mailed. Download it from /api/onboarding-submissions/<id>/brief.',
              },
            },
            {
              name: 'briefDelivery',
              type: 'group',
              admin: { readOnly: true },
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
            },
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
    },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'full',
      options: [
        { label: 'Five-step wizard', value: 'full' },
        { label: 'Quick (demo page)', value: 'quick' },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'offer', type: 'text', admin: { position: 'sidebar', readOnly: true } },
  ],
}
