'use client'

import { firstPageAttribution, type VisitAttribution } from '@/lib/visit'

/** The visit's attribution, in session storage: it ends with the tab and is never a cookie. */
const KEY = 'leadpilot.visit'

export function readVisit(): VisitAttribution | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    return value && typeof value === 'object' ? (value as VisitAttribution) : null
  } catch {
    return null
  }
}

function writeVisit(visit: VisitAttribution): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // Storage blocked: the submission goes without attribution.
  }
}

/** Adds what the visitor looked at or pressed; later values replace earlier ones. */
export function recordVisit(update: VisitAttribution): void {
  writeVisit({ ...readVisit(), ...update })
}

/**
 * On every page: the first page of the visit fixes the landing page, referrer and UTMs. True when
 * this page began the visit and it is now recorded; false on later pages, and wherever session
 * storage is blocked (no page can then tell whether it is the first).
 */
export function startVisit(): boolean {
  if (readVisit()) return false
  writeVisit(firstPageAttribution(new URL(window.location.href), document.referrer))
  return readVisit() !== null
}
