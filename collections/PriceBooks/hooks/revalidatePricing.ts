import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { revalidatePaths } from '@/data/revalidate'

type Versioned = { _status?: 'draft' | 'published' | null } | undefined

/**
 * Prices, plans, calculators and currencies show on any page a marketer drops a pricing block
 * into, so a published change refreshes the whole site. A draft of something never published
 * cannot be on a live page, so saving it refreshes nothing.
 */
export function affectsLivePages(doc: Versioned, previousDoc: Versioned): boolean {
  if (!doc || doc._status === undefined) return true // Not versioned: every save is live.
  return doc._status === 'published' || previousDoc?._status === 'published'
}

function refreshSite(): void {
  revalidatePaths(['/'], 'layout')
}

export const revalidatePricing: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate && affectsLivePages(doc, previousDoc)) refreshSite()
  return doc
}

export const revalidateDeletedPricing: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) refreshSite()
  return doc
}

export const revalidatePricingGlobal: GlobalAfterChangeHook = ({ doc, previousDoc, context }) => {
  if (!context.disableRevalidate && affectsLivePages(doc, previousDoc)) refreshSite()
  return doc
}
