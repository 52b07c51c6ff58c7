'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { landingBeacon } from '@/lib/beacon'
import { readVisit, recordVisit, startVisit } from './attribution-store'

/** Runs `task` once the page has loaded and the browser has nothing else to do. */
function whenIdle(task: () => void): () => void {
  let cancelled = false
  const run = () => !cancelled && task()
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    removeEventListener('load', idle)
  }
}

/**
 * On every page: records the visit's first page in session storage, and the plan whose button
 * the visitor pressed (plan buttons carry data-plan). Once the page is idle, it counts the view
 * with a beacon carrying the path and nothing else, or on the visit's first page the path marked
 * as the landing page with the visit's UTM campaign, which counts the visit too; the 404 page
 * (marked data-missing-page) sends none, as the server counted it when it answered. Renders
 * nothing.
 */
export function VisitTracker() {
  const pathname = usePathname()
  // The first page's path until its beacon goes: React may run the effect twice on one page, and
  // a visitor may leave the first page before it is idle.
  const landing = useRef<string | null>(null)
  useEffect(() => {
    if (startVisit()) landing.current = location.pathname
    return whenIdle(() => {
      if (document.querySelector('[data-missing-page]')) return
      const path = location.pathname
      const first = landing.current
      landing.current = null
      // The first page's beacon goes with the first page to be idle, so that the visit and that
      // page's view still count when the visitor moved on quickly.
      if (first)
        navigator.sendBeacon?.('/api/views', landingBeacon(first, readVisit()?.utmCampaign))
      if (first !== path) navigator.sendBeacon?.('/api/views', path)
    })
  }, [pathname])
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const plan = (event.target as Element | null)
        ?.closest?.('[data-plan]')
        ?.getAttribute('data-plan')
      if (plan) recordVisit({ plan })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}
