import type { GlobalConfig } from 'payload'
import { anyone, isAdminField, isEditor, isStaffField } from '@/lib/access'
import { auditedSetting } from '../../collections/AuditLog'
import { validateHref } from '../../blocks/shared/fields'

const linkFields = [
  { name: 'label', type: 'text' as const, required: true },
  { name: 'href', type: 'text' as const, required: true, validate: validateHref },
]

type Recipients = { briefRecipients?: { email?: string | null }[] | null }
const addresses = (doc: Recipients | undefined) =>
  (doc?.briefRecipients ?? []).map((row) => row.email ?? '')

/** Every change of the brief recipients goes to the audit log, with the lists before and after. */
const auditRecipients = auditedSetting('Brief recipients', addresses)

/** Brand, contact details and navigation shared by every page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [auditRecipients] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', type: 'text', required: true, defaultValue: 'Leadpilot' },
            { name: 'productName', type: 'text', required: true, defaultValue: 'Leadpilot' },
            { name: 'companyName', type: 'text', required: true, defaultValue: 'Leadpilot Ltd' },
            { name: 'tagline', type: 'text' },
            {
              name: 'logo',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Leave empty to show the brand name as a word mark.' },
            },
          ],
        },
        {
          label: 'Links and contacts',
          fields: [
            {
              name: 'loginUrl',
              type: 'text',
              required: true,
              validate: validateHref,
              admin: { description: 'The external client area (opens in a new tab).' },
            },
            {
              name: 'consultationUrl',
              type: 'text',
              required: true,
              validate: validateHref,
              label: 'Consultation scheduling URL',
            },
            {
              name: 'onboardingCallUrl',
              type: 'text',
              required: true,
              validate: validateHref,
              label: 'Onboarding call scheduling URL',
            },
            {
              name: 'signupUrl',
              type: 'text',
              validate: validateHref,
              label: 'Client signup link',
              admin: {
                description:
                  'Sent to each new client in the confirmation e-mail. Leave empty to tell them it follows separately.',
              },
            },
            {
              name: 'paymentUrl',
              type: 'text',
              validate: validateHref,
              label: 'Payment link',
              admin: {
                description:
                  'Sent to each new client in the confirmation e-mail. Leave empty to tell them it follows separately.',
              },
            },
            { name: 'supportEmail', type: 'email', required: true },
            { name: 'partnersEmail', type: 'email', required: true },
            { name: 'phone', type: 'text' },
            { name: 'companyAddress', type: 'textarea', required: true },
            {
              name: 'briefRecipients',
              type: 'array',
              label: 'Internal brief recipients',
              minRows: 1,
              // Every brief (the client's name, e-mail, phone and answers) is e-mailed here:
              // marketers see where briefs go, and only admins change it.
              access: { read: isStaffField, update: isAdminField },
              admin: {
                description:
                  'Every new client brief is e-mailed here. Only admins can change this list; each change is kept in the audit log.',
              },
              fields: [{ name: 'email', type: 'email', required: true }],
            },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            { name: 'headerCta', type: 'group', fields: linkFields },
            {
              name: 'footerColumns',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'links', type: 'array', fields: linkFields },
              ],
            },
            { name: 'footerNote', type: 'text' },
          ],
        },
      ],
    },
  ],
}
