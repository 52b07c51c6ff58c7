import type { Block } from 'payload'
import { validateHref } from '../shared/fields'

/** A screen that sends the visitor on at once, replacing this page in the browser history. */
export const RedirectScreenBlock: Block = {
  slug: 'redirectScreen',
  interfaceName: 'RedirectScreenBlock',
  labels: { singular: 'Redirect screen', plural: 'Redirect screens' },
  fields: [
    { name: 'message', type: 'text', required: true, defaultValue: 'Redirecting to onboarding...' },
    {
      name: 'target',
      label: 'Sends visitors to',
      type: 'text',
      required: true,
      defaultValue: '/onboarding',
      validate: validateHref,
    },
    { name: 'linkLabel', label: 'Link text', type: 'text', defaultValue: 'Continue to onboarding' },
  ],
}
