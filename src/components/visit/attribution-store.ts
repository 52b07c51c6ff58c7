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

/** On every page: the first page of the visit fixes the landing page, referrer and UTMs. */
export function startVisit(): void {
  if (readVisit()) return
  writeVisit(firstPageAttribution(new URL(window.location.href), document.referrer))
}
