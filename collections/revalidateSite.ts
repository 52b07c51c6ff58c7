import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePaths } from '@/data/revalidate'

/**
 * For content any page may show through a block (testimonials, team, FAQ): refresh every page.
 * The site is small, and each page is re-rendered only when next visited.
 */
export const revalidateSiteAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(['/'], 'layout')
  return doc
}

export const revalidateSiteAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(['/'], 'layout')
  return doc
}

export const revalidateSiteHooks = {
  afterChange: [revalidateSiteAfterChange],
  afterDelete: [revalidateSiteAfterDelete],
}
