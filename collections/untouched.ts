import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionSlug,
  Field,
  Payload,
  Plugin,
  Where,
} from 'payload'
import { hasAutosaveEnabled } from 'payload/shared'
import { isStaffField } from '@/lib/access'

/**
 * With autosave on, Create New makes the document at once (an empty draft), so that autosave has
 * something to save into. Someone who opens Create New and leaves would leave an "Untitled" draft
 * in the list for good. Such a document is marked `untouched` until its first save: the admin's
 * lists and the rich-text link picker leave it out, and the nightly job deletes it a day after it
 * was made. A draft save writes a version only, so the mark is cleared on the latest version (what
 * `draft: true` reads) at once and on the document's own row when it is first published: read it
 * with `draft: true`.
 */
const FIELD = 'untouched'

/** A day: long enough for a person to come back to a tab they left open. */
const ABANDONED_HOURS = 24

/** Documents saved at least once, or made with something in them. */
export const touchedOnly: Where = {
  or: [{ [FIELD]: { equals: false } }, { [FIELD]: { exists: false } }],
}

const untouchedField: Field = {
  name: FIELD,
  type: 'checkbox',
  defaultValue: false,
  admin: { hidden: true, disableBulkEdit: true, disableListColumn: true, disableListFilter: true },
  access: { read: isStaffField },
}

/** A create with nothing in it but a status is what Create New sends. */
const markEmptyCreate: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const given = Object.keys(data).filter((key) => key !== '_status' && key !== FIELD)
  const untouched = given.length === 0 && data._status !== 'published'
  return { ...args, data: { ...data, [FIELD]: untouched } as typeof args.data }
}

/** Any save after the create (an autosave, a draft, a publish) means someone worked on it. */
const markTouched: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'update') data[FIELD] = false
  return data
}

/** Adds the mark to every collection whose drafts autosave (the plugins' collections too). */
export const untouchedDrafts: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    hasAutosaveEnabled(collection)
      ? {
          ...collection,
          admin: {
            ...collection.admin,
            baseFilter: async (args) => {
              const own = await (
                collection.admin?.baseFilter ?? collection.admin?.baseListFilter
              )?.(args)
              return own ? { and: [own, touchedOnly] } : touchedOnly
            },
          },
          hooks: {
            ...collection.hooks,
            beforeOperation: [...(collection.hooks?.beforeOperation ?? []), markEmptyCreate],
            beforeChange: [...(collection.hooks?.beforeChange ?? []), markTouched],
          },
          fields: [...collection.fields, untouchedField],
        }
      : collection,
  ),
})

/**
 * Deletes, in every collection that autosaves, the drafts Create New made that nobody saved,
 * a day after they were made; a document ever published is never removed here. Returns how many
 * went.
 */
export async function deleteUntouchedDrafts(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_HOURS * 3600_000).toISOString()
  let deleted = 0
  for (const { config } of Object.values(payload.collections)) {
    if (!hasAutosaveEnabled(config)) continue
    const collection = config.slug as CollectionSlug
    // A draft save writes a version only: the latest version says whether anyone saved it.
    const { docs: left } = await payload.find({
      collection,
      draft: true,
      where: { and: [{ [FIELD]: { equals: true } }, { updatedAt: { less_than: before } }] },
      select: {},
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (!left.length) continue
    const { docs } = await payload.delete({
      collection,
      where: {
        and: [{ id: { in: left.map((doc) => doc.id) } }, { _status: { not_equals: 'published' } }],
      },
      overrideAccess: true,
    })
    deleted += docs.length
  }
  return deleted
}
