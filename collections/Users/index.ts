import type { CollectionConfig } from 'payload'
import { siteUrl } from '@/server/site-url'
import { ROLES, adminOrSelf, isAdmin, isAdminField } from '@/lib/access'
import { answerUnknownEmailsAlike, hideSessions, refundSignIn, throttleSignIn } from './auth'
import { defaultRole, requireSetupCode } from './first-admin'
import { forgotPasswordEndpoint } from './jobs/sendPasswordReset'
import { RESET_LINK_MS, resetEmailHtml, resetEmailSubject } from './reset-email'
import { secondFactorEndpoints } from './second-factor/endpoints'
import { secondFactorFields } from './second-factor/fields'
import { answerHalfSignIn, holdForSecondFactor } from './second-factor/sign-in'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Staff' },
  auth: {
    // Failed sign-ins are throttled per client (./auth.ts), never by locking the account: a lock
    // lets anyone who knows an address keep its owner out. With no locks there is nothing to
    // unlock, so no account screen offers "Force Unlock".
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Every sign-in is a session of its own, stored with the user: signing out ends it, and a
    // password change ends every other one. Parallel sign-ins of one account each keep theirs.
    useSessions: true,
    // Not sent on cross-site requests other than top-level navigation; only over HTTPS when the
    // site is served over HTTPS.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
    forgotPassword: {
      expiration: RESET_LINK_MS,
      generateEmailSubject: resetEmailSubject,
      generateEmailHTML: resetEmailHtml,
    },
  },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // The unlock endpoint still exists; only an admin may call it.
    unlock: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  endpoints: [forgotPasswordEndpoint, ...secondFactorEndpoints],
  hooks: {
    beforeOperation: [throttleSignIn, answerUnknownEmailsAlike],
    beforeValidate: [requireSetupCode],
    // A right password for someone with a second factor is only half a sign-in (README.md).
    afterLogin: [refundSignIn, holdForSecondFactor],
    afterOperation: [answerHalfSignIn],
    afterRead: [hideSessions],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: defaultRole,
      saveToJWT: true,
      options: ROLES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      // Only an admin may give or change a role, so nobody can promote themselves.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Admin: everything. Marketer: content, claims and prices. Ops: onboarding submissions.',
      },
    },
    {
      // Asked only of the first account, while nobody is signed in; never stored.
      name: 'setupCode',
      type: 'text',
      virtual: true,
      label: 'Setup code',
      admin: {
        // Payload shows a virtual field read-only unless told otherwise.
        readOnly: false,
        condition: (_data, _siblingData, { user }) => !user,
        disableListColumn: true,
        disableListFilter: true,
        description:
          'While no staff account exists, the server prints this code in its log at start-up.',
        autoComplete: 'off',
      },
    },
    ...secondFactorFields,
  ],
}
