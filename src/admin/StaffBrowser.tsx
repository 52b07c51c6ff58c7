'use client'

import { useEffect } from 'react'
import { staffBrowserCookie } from '@/lib/staff-browser'

/**
 * On every signed-in admin screen: marks this browser as a staff member's, so that their own
 * visits to the site stay out of the page view counts after they sign out too. Renders nothing.
 */
export function StaffBrowserMark() {
  useEffect(() => {
    document.cookie = staffBrowserCookie(location.protocol === 'https:')
  }, [])
  return null
}
