import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePaths } from '@/data/revalidate'

type ClaimDoc = { readings?: Array<{ path?: string | null }> | null }

const pathsOf = (...docs: Array<ClaimDoc | undefined>) =>
  docs.flatMap((doc) => doc?.readings?.map((r) => r.path ?? '').filter(Boolean) ?? [])

/** Every page that shows a reading (before or after the change) is refreshed. */
export const revalidateClaim: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(pathsOf(doc, previousDoc))
  return doc
}

export const revalidateDeletedClaim: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(pathsOf(doc))
  return doc
}
