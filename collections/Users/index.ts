import type { CollectionConfig } from 'payload'
import { siteUrl } from '@/lib/site-url'
import { ROLES, adminOrSelf, isAdmin, isAdminField } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Staff' },
  auth: {
    // Repeated failed logins lock the account for a while.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Stateless tokens: parallel logins of one account must not drop each other's session.
    useSessions: false,
    // Not sent on cross-site requests other than top-level navigation; only over HTTPS when the
    // site is served over HTTPS.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
  },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'marketer',
      saveToJWT: true,
      options: ROLES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      // Only an admin may give or change a role, so nobody can promote themselves.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description:
          'Admin: everything. Marketer: content, claims and prices. Ops: onboarding submissions.',
      },
    },
  ],
}
