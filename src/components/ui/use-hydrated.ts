'use client'

import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * False in the server HTML and until React has taken over the page. Controls that only work with
 * JavaScript stay disabled until then (the pricing switches, the dictation and video play buttons,
 * the academy buttons, the mobile menu button, the live chat's Start Chat, the FAQ questions, the
 * send buttons of the onboarding wizard, the complaint form and the forms marketers build): before
 * hydration a click on them does nothing, and a form would be sent as a plain one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
