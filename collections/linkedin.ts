import type { TextField } from 'payload'
import { isLinkedInProfileUrl } from '@/lib/linkedin'

/** A person's public LinkedIn profile, shown as a link beside their name. */
export const linkedInField: TextField = {
  name: 'linkedinUrl',
  type: 'text',
  label: 'LinkedIn profile URL',
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && isLinkedInProfileUrl(value))
      ? true
      : 'Paste the address of the LinkedIn profile, starting https://www.linkedin.com/ (for example https://www.linkedin.com/in/jane-smith).',
  admin: { description: 'Optional. The full address, starting https://www.linkedin.com/.' },
}
