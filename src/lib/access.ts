/**
 * Roles and access control as small named functions, the one place the admin, the API and the
 * preview route take them from. Admin does everything and manages users; marketer edits content,
 * claims and prices; ops reads and updates onboarding submissions. Visitors read published
 * content.
 */
import type { Access, CollectionSlug, FieldAccess, PayloadRequest, Where } from 'payload'

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

/** Published documents of a collection with drafts: what the public site reads. */
export const published: Where = { _status: { equals: 'published' } }

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

/** A server-written field: shown to staff, never set or changed through the API or the admin. */
export const serverWritten = { create: () => false, update: () => false }

/** Admins only: the audit log of changes to where personal data is sent. */
export const hiddenFromNonAdmins = ({ user }: { user: MaybeUser }): boolean =>
  !hasRole(user, 'admin')

// Document locks (Payload's `payload-locked-documents`): a lock names its user and exactly one
// target, a document or a global. Staff may hold a lock only in their own name, only on what they
// may update, and a lock never moves to another target.

type Ref = { relationTo?: string; value?: unknown } | null | undefined
type Lock = { user?: Ref; document?: Ref; globalSlug?: string | null }

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value

/** Whether this user reference names the requester. */
function isRequester(req: PayloadRequest, user: unknown): boolean {
  const ref = user as Ref
  return Boolean(
    req.user &&
    ref?.relationTo === req.user.collection &&
    String(idOf(ref.value)) === String(req.user.id),
  )
}

/** The lock's one target as a comparable key; null when it names neither or both. */
function lockTarget(lock: Lock): string | null {
  const hasDocument = lock.document != null
  if (hasDocument === (lock.globalSlug != null)) return null
  if (!hasDocument) return typeof lock.globalSlug === 'string' ? `global:${lock.globalSlug}` : null
  const id = idOf(lock.document?.value)
  const slug = lock.document?.relationTo
  return typeof slug === 'string' && id != null ? `${slug}:${String(id)}` : null
}

/** Whether the requester may update the document or global that this lock is for. */
async function mayUpdateLocked(req: PayloadRequest, lock: Lock): Promise<boolean> {
  if (!lockTarget(lock)) return false
  if (lock.globalSlug != null) {
    const global = req.payload.config.globals.find((g) => g.slug === lock.globalSlug)
    return Boolean(global && (await global.access.update?.({ req })))
  }
  const slug = lock.document?.relationTo as CollectionSlug
  const id = idOf(lock.document?.value) as number
  const collection = Object.hasOwn(req.payload.collections, slug)
    ? req.payload.collections[slug]
    : undefined
  if (!collection) return false
  const access = await collection.config.access.update({ req, id })
  if (typeof access === 'boolean') return access
  // A conditional rule: the document must be one it matches.
  const { totalDocs } = await req.payload.count({
    collection: collection.config.slug,
    where: { and: [{ id: { equals: id } }, access] },
    req,
  })
  return totalDocs === 1
}

export const lockAccess: { create: Access; update: Access; delete: Access } = {
  create: async ({ req, data }) =>
    hasRole(req.user, ...ROLES) && isRequester(req, data?.user) && mayUpdateLocked(req, data ?? {}),
  // Changing a lock makes it the requester's: their own lock kept alive, or someone else's
  // taken over (the admin's "take over") by a person who may edit that document.
  update: async ({ req, id, data }) => {
    if (!hasRole(req.user, ...ROLES) || id === undefined) return false
    const lock = (await req.payload.findByID({
      collection: 'payload-locked-documents',
      id,
      depth: 0,
      req,
      disableErrors: true,
    })) as Lock | null
    if (!lock) return false
    const next: Lock = { ...lock, ...data }
    return (
      lockTarget(next) === lockTarget(lock) &&
      isRequester(req, next.user) &&
      (await mayUpdateLocked(req, lock)) &&
      (await mayUpdateLocked(req, next))
    )
  },
  // A lock is released by its own user only.
  delete: ({ req }) => {
    if (!req.user || !hasRole(req.user, ...ROLES)) return false
    const own: Where[] = [
      { 'user.relationTo': { equals: req.user.collection } },
      { 'user.value': { equals: req.user.id } },
    ]
    return { and: own }
  },
}
