import type { Block } from 'payload'
import { introField } from '../shared/fields'

/**
 * The form for complaining about how we handled someone's personal data. It posts to
 * `POST /api/privacy-complaint`; the complaint is acknowledged by e-mail at once, and the form
 * shows its reference and the date by which a person will reply.
 */
export const PrivacyComplaintFormBlock: Block = {
  slug: 'privacyComplaintForm',
  interfaceName: 'PrivacyComplaintFormBlock',
  labels: { singular: 'Privacy complaint form', plural: 'Privacy complaint forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Tell us what went wrong' },
    // The form's labels, its messages and the confirmation are fixed: they state the law's promise.
    introField(),
  ],
}
