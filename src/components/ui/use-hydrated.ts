'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False in the server HTML and until React has taken over the page. Controls that only work with
 * JavaScript (the pricing switches, the dictation buttons, the academy buttons, the mobile menu
 * button, the FAQ questions) stay disabled until then: before hydration they could not do
 * anything with a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
