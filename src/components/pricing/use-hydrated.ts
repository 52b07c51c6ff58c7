'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False in the server HTML and until React has taken over the page. The pricing controls stay
 * disabled until then: before hydration (or without JavaScript) they could not do anything.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
