import type { GlobalConfig } from 'payload'
import { ROLES, hiddenFromNonAdmins, isAdmin } from '@/lib/access'
import { auditedSetting } from '../../AuditLog'

/** Each change of who must use a second factor goes to the audit log, before and after. */
const auditRequirement = auditedSetting(
  'Second factor required for',
  (doc?: { requiredFor?: string[] | null }) => [...(doc?.requiredFor ?? [])].sort(),
)

/**
 * Which roles must sign in with a second factor. Off for every role by default (a fresh install
 * signs in with a password); anyone may still turn it on for themselves. Admins only.
 */
export const SecondFactorSettings: GlobalConfig = {
  slug: 'second-factor',
  label: 'Second factor',
  admin: {
    group: 'Staff',
    hidden: hiddenFromNonAdmins,
    description:
      'Staff in these roles sign in with a code from an authenticator app after their password. Anyone without it set up is asked to set it up straight after their password, and cannot use the admin until they have.',
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [auditRequirement] },
  fields: [
    {
      name: 'requiredFor',
      label: 'Required for',
      type: 'select',
      hasMany: true,
      defaultValue: [],
      options: ROLES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: {
        description:
          'Staff who can read personal data (admins and ops) are the ones to start with. Leave empty to leave it to each person.',
      },
    },
  ],
}
