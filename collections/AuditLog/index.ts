import type {
  CollectionAfterOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalBeforeChangeHook,
  PayloadRequest,
} from 'payload'
import { hiddenFromNonAdmins, isAdmin, nobody } from '@/lib/access'
import { serverTimestamps } from '../timestamps'

/**
 * Who changed where personal data goes or how long it is kept, and who looked at it: a change of
 * the brief recipients or the retention periods, a record kept longer, a submission opened, a
 * brief downloaded, submissions exported, a data request answered (exported, restricted,
 * erased). Each entry says who, what and when (and, for a change,
 * before and after). Written by the server only; admins read it, and nobody edits or deletes it.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit record', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'change',
    defaultColumns: ['change', 'who', 'createdAt', 'before', 'after'],
    description:
      'Who changed where personal data goes or how long it is kept, and who opened, downloaded, exported, restricted or erased it. Recorded automatically; read-only.',
    hidden: hiddenFromNonAdmins,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  // Nobody edits a record, so nobody needs to lock one.
  lockDocuments: false,
  disableDuplicate: true,
  hooks: { beforeChange: [serverTimestamps] },
  fields: [
    { name: 'change', type: 'text', required: true },
    { name: 'who', label: 'Changed by', type: 'text', required: true },
    { name: 'before', type: 'text', hasMany: true },
    { name: 'after', type: 'text', hasMany: true },
  ],
}

/** Records a change in the audit log, in the transaction of the request that made it. */
export async function audit(
  req: PayloadRequest,
  change: string,
  before: string[],
  after: string[],
): Promise<void> {
  await req.payload.create({
    collection: 'audit-log',
    data: { change, who: req.user?.email ?? 'The server (no signed-in user)', before, after },
    req,
  })
  req.payload.logger.info({ change, user: req.user?.id ?? null }, 'audit_recorded')
}

/**
 * Records that a staff member looked at personal data (opened a submission, downloaded a brief,
 * exported submissions): who, what and when. Nothing is recorded for work the server does itself.
 */
export async function recordAccess(req: PayloadRequest, what: string): Promise<void> {
  if (!req.user) return
  await audit(req, what, [], [])
}

const PUBLISHED_BEFORE = 'auditPublishedBefore'

/**
 * For a global with drafts, whose settings take effect when published: a beforeChange hook that
 * keeps the published global as it stands before a publish, for `auditedSetting` to compare with
 * (the previous document Payload hands the hooks is the latest draft).
 */
export const rememberPublished: GlobalBeforeChangeHook = async ({ data, global, req }) => {
  if (data._status !== 'draft') {
    // Read first, then kept in the request's context as it stands after the read.
    const published = await req.payload.findGlobal({
      slug: global.slug,
      depth: 0,
      overrideAccess: true,
      req,
      context: req.context,
    })
    req.context[PUBLISHED_BEFORE] = published
  }
  return data
}

/**
 * A global's hook that records each change of one of its settings in the audit log: `summarise`
 * turns the global (as stored before, and after) into the lines the log shows; nothing is
 * recorded when they read the same. In a global with drafts only a publish changes a setting,
 * compared with what was published before it (see `rememberPublished`); saving a draft records
 * nothing.
 */
export function auditedSetting<Doc>(
  change: string,
  summarise: (doc: Doc | undefined) => string[],
): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    const status = (doc as { _status?: string })._status
    if (status !== undefined && status !== 'published') return doc
    const published = req.context[PUBLISHED_BEFORE] as Doc | undefined
    const before = summarise(published ?? (previousDoc as Doc | undefined))
    const after = summarise(doc as Doc)
    if (JSON.stringify(before) !== JSON.stringify(after)) await audit(req, change, before, after)
    return doc
  }
}

/**
 * An afterOperation hook: a staff member opening one record of personal data (its page in the
 * admin, or over REST) is recorded, in the words `describe` gives the record. A request that
 * records its access itself (a download) sets `context.accessRecorded`, and is not recorded twice.
 */
export const recordOpening =
  (describe: (record: Record<string, unknown>) => string): CollectionAfterOperationHook =>
  async ({ operation, req, result }) => {
    if (operation === 'findByID' && result && !req.context.accessRecorded) {
      await recordAccess(req, describe(result as Record<string, unknown>))
    }
    return result
  }
