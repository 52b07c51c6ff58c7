import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { editorOrPublished, isAdminField, isEditor, isStaffField } from '@/lib/access'
import { auditedSetting, rememberPublished } from '../../collections/AuditLog'
import { validateHref } from '../../blocks/shared/fields'
import { validateCompanyNumber, validateIcoNumber } from '@/lib/registration'
import { previewOnHome } from '../../collections/live-preview'

const linkFields = [
  { name: 'label', type: 'text' as const, required: true },
  { name: 'href', type: 'text' as const, required: true, validate: validateHref },
]

/** A menu item goes somewhere, opens links under it, or both. */
const validateNavHref: TextFieldSingleValidation = (value, options) => {
  const links = (options.siblingData as { links?: unknown[] | null }).links
  if (!value && !links?.length) return 'Give the item an address, or links under it.'
  return validateHref(value, options)
}

/** A menu link's label and where it goes, side by side. */
const navLinkRow = (href: {
  required?: boolean
  validate: TextFieldSingleValidation
  admin?: { description: string }
}): Field => ({
  type: 'row',
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'href', type: 'text', label: 'Goes to', ...href },
  ],
})

type Recipients = {
  briefRecipients?: { email?: string | null }[] | null
  chatRecipients?: { email?: string | null }[] | null
}
const addresses = (list: keyof Recipients) => (doc: Recipients | undefined) =>
  (doc?.[list] ?? []).map((row) => row.email ?? '')

/**
 * Every change of where briefs and chat messages are e-mailed goes to the audit log, with the
 * lists before and after.
 */
const auditRecipients = auditedSetting('Brief recipients', addresses('briefRecipients'))
const auditChatRecipients = auditedSetting('Chat recipients', addresses('chatRecipients'))

/** Brand, contact details and navigation shared by every page. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', ...previewOnHome },
  // Drafts and versions: a change goes live when published, and an earlier version can be
  // restored. Visitors read the published settings only.
  access: { read: editorOrPublished, update: isEditor, readVersions: isEditor },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, max: 50 },
  hooks: { beforeChange: [rememberPublished], afterChange: [auditRecipients, auditChatRecipients] },
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
              type: 'row',
              fields: [
                {
                  name: 'companyNumber',
                  type: 'text',
                  label: 'Company registration number',
                  validate: validateCompanyNumber,
                  admin: {
                    description:
                      'As on Companies House, e.g. 12345678 or SC123456. Shown in the footer; leave empty to hide it.',
                  },
                },
                {
                  name: 'icoNumber',
                  type: 'text',
                  label: 'ICO registration number',
                  validate: validateIcoNumber,
                  admin: {
                    description:
                      'The data protection fee registration, e.g. ZA123456. Shown in the footer; leave empty to hide it.',
                  },
                },
              ],
            },
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
            {
              name: 'chatRecipients',
              type: 'array',
              label: 'Live chat recipients',
              // A visitor's chat message (their e-mail address and what they wrote) is e-mailed
              // here: only admins change where it goes.
              access: { read: isStaffField, update: isAdminField },
              defaultValue: [{ email: 'support@leadpilot.example' }],
              admin: {
                description:
                  'Told by e-mail when a visitor starts a live chat or writes again; when the list is empty, support@leadpilot.example is. Only admins can change this list; each change is kept in the audit log.',
              },
              fields: [{ name: 'email', type: 'email', required: true }],
            },
            {
              name: 'chatClosedDays',
              type: 'array',
              label: 'Days the team is away',
              labels: { singular: 'Day away', plural: 'Days away' },
              admin: {
                description:
                  'Bank holidays and office closures (London dates). On these days the live chat says when the team is back instead of promising a reply within minutes.',
                initCollapsed: true,
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'date',
                      type: 'date',
                      required: true,
                      admin: {
                        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
                      },
                    },
                    {
                      name: 'reason',
                      type: 'text',
                      maxLength: 80,
                      // The site needs the dates alone; why the team is away stays with staff.
                      access: { read: isStaffField },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            {
              name: 'mainNav',
              type: 'array',
              label: 'Main navigation',
              labels: { singular: 'Menu item', plural: 'Menu items' },
              maxRows: 7,
              admin: {
                description:
                  'The menu at the top of every page and in the mobile menu, before Login and the button. An item with links under it opens as a small dropdown.',
                initCollapsed: true,
                components: { RowLabel: '/src/admin/NavRowLabel#NavRowLabel' },
              },
              fields: [
                navLinkRow({
                  validate: validateNavHref,
                  admin: {
                    description:
                      'A path such as /pricing-overview or a full https:// address. Optional when the item has links under it.',
                  },
                }),
                {
                  name: 'links',
                  type: 'array',
                  label: 'Links under it',
                  labels: { singular: 'Link', plural: 'Links' },
                  maxRows: 6,
                  admin: { description: 'Leave empty for a plain link.' },
                  fields: [navLinkRow({ required: true, validate: validateHref })],
                },
              ],
            },
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
