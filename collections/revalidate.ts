import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  Plugin,
} from 'payload'
import { affectsLivePages, changedTags, globalTag } from '@/lib/cache-tags'
import { expireTags, revalidateThroughServer } from '@workarounds/revalidate-outside-request'

/** How often, and for how long at most, an expiry waits for the change's transaction to end. */
const TRANSACTION_POLL_MS = 20
const TRANSACTION_WAIT_MS = 60_000

/**
 * Resolves once the transaction the change was made in has ended: Payload takes
 * `req.transactionID` off the request when it commits or rolls back, after the change's hooks
 * have run. A page expired before the commit could be drawn again from the content as it was and
 * cached as current until the next change.
 */
async function transactionEnded(req: PayloadRequest): Promise<void> {
  const until = Date.now() + TRANSACTION_WAIT_MS
  while (req.transactionID && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, TRANSACTION_POLL_MS))
  }
}

/**
 * Expires tags from wherever a change is made. A change through the REST API runs inside a
 * Next.js request, which expires them directly: Next.js carries the expiry out once the request's
 * handler has returned, after the commit. A change through the local API may run outside any
 * request (a scheduled publish run by the jobs queue, whose timers keep the context of the
 * long-finished request that started them, where an expiry would be queued and never run), or
 * outside the server altogether (the jobs worker, a script), so it asks the server over HTTP once
 * the change is committed; with the cache in Redis, whichever instance answers expires the tags
 * for all of them.
 */
function revalidateTags(tags: string[], req: PayloadRequest): void {
  if (tags.length === 0) return
  if (req.payloadAPI !== 'local') {
    try {
      expireTags(tags)
      return
    } catch {
      // Not inside a request after all: ask the server below.
    }
  }
  void transactionEnded(req).then(() => revalidateThroughServer(tags, req.payload))
}

/**
 * Whether this save only wrote a draft version (a draft save or autosave through the REST API):
 * the published document that pages read is unchanged, so nothing is expired. Publishing,
 * unpublishing and restoring do change it.
 */
const savesDraftOnly = (req: PayloadRequest, doc: { _status?: unknown }): boolean =>
  req.query?.draft === 'true' && doc._status === 'draft'

const afterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate && !savesDraftOnly(req, doc) && affectsLivePages(doc, previousDoc))
    revalidateTags(changedTags(collection.slug, doc, previousDoc), req)
  return doc
}

const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req, context }) => {
  if (!context.disableRevalidate) revalidateTags(changedTags(collection.slug, doc), req)
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = ({ global, doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate && !savesDraftOnly(req, doc) && affectsLivePages(doc, previousDoc))
    revalidateTags([globalTag(global.slug)], req)
  return doc
}

/**
 * Adds the revalidation hooks to the collections and globals public pages read (by slug; plugin
 * collections such as redirects included): a change expires exactly the cached pages and queries
 * that read it.
 */
export const revalidatePublicContent =
  ({ collections, globals }: { collections: string[]; globals: string[] }): Plugin =>
  (config) => ({
    ...config,
    collections: config.collections?.map((collection) =>
      collections.includes(collection.slug)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
            },
          }
        : collection,
    ),
    globals: config.globals?.map((global) =>
      globals.includes(global.slug)
        ? {
            ...global,
            hooks: {
              ...global.hooks,
              afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange],
            },
          }
        : global,
    ),
  })
