/**
 * Access control as small named functions. Roles (DECISIONS.md): admin does everything,
 * marketer edits content, ops handles onboarding submissions. Visitors read published content.
 */
import {
  type Access,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type FieldAccess,
  Forbidden,
  type Where,
} from 'payload'

export type Role = 'admin' | 'marketer' | 'ops'
export const ROLES: Role[] = ['admin', 'marketer', 'ops']

type MaybeUser = { role?: Role | null; id?: number | string } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user?.role && roles.includes(user.role))

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
/** Staff who edit content: admin and marketer. */
export const isEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'marketer')
/** Staff who handle onboarding submissions: admin and ops. */
export const isOps: Access = ({ req }) => hasRole(req.user, 'admin', 'ops')

const published: Where = { _status: { equals: 'published' } }

/** Editors see drafts; everyone else sees published documents only. */
export const editorOrPublished: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'marketer') ? true : published

/** Admins see every user; any other signed-in user sees only themselves. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}

/**
 * Runs a collection's create access before its beforeOperation hooks, which Payload runs first:
 * the export plugin's hook builds the file there, and for a visitor fails with a 500 instead of
 * the 403 its access gives.
 */
export const checkCreateAccessFirst =
  (access: Access): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation === 'create' && !args.overrideAccess && !(await access({ req, data: args.data })))
      throw new Forbidden(req.t)
    return args
  }

/**
 * A collection endpoint that only callers with this access reach: Payload runs no access control
 * before a custom endpoint. The export plugin's download and preview endpoints check none either:
 * a caller without read access to the collection got a 200 whose CSV stream then died on the
 * plugin's refused read, so the download never ended.
 */
export const endpointAccess =
  (access: Access) =>
  (endpoint: Endpoint): Endpoint => ({
    ...endpoint,
    handler: async (req) => {
      if (!(await access({ req }))) throw new Forbidden(req.t)
      return endpoint.handler(req)
    },
  })
