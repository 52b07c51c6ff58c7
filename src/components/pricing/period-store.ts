'use client'

import { useSyncExternalStore } from 'react'
import type { BillingPeriod } from '@/lib/pricing'

/**
 * The billing period the visitor picked on this page, shared by every pricing section and
 * calculator on it (a calculator block below the plans follows their Monthly / Annual switch).
 * The server renders monthly; the choice lives in this page's memory only.
 */
let current: BillingPeriod = 'monthly'
const listeners = new Set<() => void>()

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

export function choosePeriod(period: BillingPeriod): void {
  current = period
  for (const listener of listeners) listener()
}

export function usePeriod(): BillingPeriod {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'monthly',
  )
}
