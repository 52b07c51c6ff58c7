/**
 * Roles and access control as small named functions, the one place the admin, the API and the
 * preview route take them from. Admin does everything and manages users; marketer edits content,
 * claims and prices; ops reads and updates onboarding submissions. Visitors read published
 * content.
 */
import type { Access, FieldAccess, Where } from 'payload'

export type Role = 'admin' | 'marketer' | 'ops'
export const ROLES: Role[] = ['admin', 'marketer', 'ops']

type MaybeUser = { role?: Role | null; id?: number | string } | null | undefined

/** Whether the user holds one of these roles (false for a visitor). */
export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user?.role && roles.includes(user.role))

/** Staff who edit content and may preview drafts: admin and marketer. */
export const isEditorUser = (user: MaybeUser): boolean => hasRole(user, 'admin', 'marketer')

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** Internal fields (editors' notes, internal addresses): staff read them, visitors never do. */
export const isStaffField: FieldAccess = ({ req }) => hasRole(req.user, ...ROLES)
/** Staff who edit content: admin and marketer. */
export const isEditor: Access = ({ req }) => isEditorUser(req.user)
/** Any signed-in staff member: admin, marketer or ops. */
export const isStaff: Access = ({ req }) => hasRole(req.user, ...ROLES)
/** Staff who handle onboarding submissions: admin and ops. */
export const isOps: Access = ({ req }) => hasRole(req.user, 'admin', 'ops')

const published: Where = { _status: { equals: 'published' } }

/** Editors see drafts; everyone else sees published documents only. */
export const editorOrPublished: Access = ({ req }) => (isEditorUser(req.user) ? true : published)

/**
 * For a content screen's `admin.hidden`: ops handle onboarding submissions only, so their
 * navigation and dashboard list what they work on, not content they could only read.
 */
export const hiddenFromOps = ({ user }: { user: MaybeUser }): boolean => hasRole(user, 'ops')

/** Admins see every user; any other signed-in user sees only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
