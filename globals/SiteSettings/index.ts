import type { GlobalConfig } from 'payload'
import { anyone, isEditor, isStaffField } from '@/lib/access'
import { validateHref } from '../../blocks/shared/fields'

const linkFields = [
  { name: 'label', type: 'text' as const, required: true },
  { name: 'href', type: 'text' as const, required: true, validate: validateHref },
]

/** Brand, contact details and navigation shared by every page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: { read: anyone, update: isEditor },
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
            { name: 'supportEmail', type: 'email', required: true },
            { name: 'partnersEmail', type: 'email', required: true },
            { name: 'phone', type: 'text' },
            { name: 'companyAddress', type: 'textarea', required: true },
            {
              name: 'briefRecipients',
              type: 'array',
              label: 'Internal brief recipients',
              minRows: 1,
              access: { read: isStaffField },
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
