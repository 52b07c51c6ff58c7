'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False in the server HTML and until React has taken over the page. Controls that only work with
 * JavaScript (the pricing switches, the dictation buttons, the academy buttons, the mobile menu
 * button, the live chat's Start Chat, the FAQ questions, the video play buttons, the onboarding form's buttons, the complaint form) stay
 * disabled until then: before hydration a click on them does nothing, and a form would be sent as
 * a plain one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
