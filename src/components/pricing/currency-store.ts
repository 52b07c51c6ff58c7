'use client'

import { useSyncExternalStore } from 'react'
import { isCurrency, type Currency } from '@/lib/money'

/**
 * The visitor's currency, remembered in localStorage so every page shows it. Pages stay static:
 * the server renders the default currency and the browser switches after hydration.
 */
const STORAGE_KEY = 'leadpilot.currency'
const CHANGE_EVENT = 'leadpilot:currency'

// Used when storage is unavailable (private browsing, blocked cookies).
let inMemory: Currency | null = null

function stored(): Currency | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY)
    if (isCurrency(value)) return value
  } catch {
    // Storage blocked: fall back to this page's memory.
  }
  return inMemory
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function chooseCurrency(currency: Currency): void {
  inMemory = currency
  try {
    window.localStorage.setItem(STORAGE_KEY, currency)
  } catch {
    // Remembered for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** The visitor's currency; `fallback` (the CMS default) until they pick one. */
export function useCurrency(fallback: Currency): Currency {
  return useSyncExternalStore(
    subscribe,
    () => stored() ?? fallback,
    () => fallback,
  )
}
