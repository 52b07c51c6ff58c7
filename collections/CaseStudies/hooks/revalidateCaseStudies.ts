import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePaths } from '@/data/revalidate'

/** The public pages that list case studies (b2b and charity). */
export const CASE_STUDY_PATHS = ['/case-studies', '/non-profit-case-studies']

// Both pages are refreshed on every change: a study can move between them by changing its kind.
export const revalidateCaseStudies: CollectionAfterChangeHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(CASE_STUDY_PATHS)
  return doc
}

export const revalidateDeletedCaseStudy: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidatePaths(CASE_STUDY_PATHS)
  return doc
}
