/**
 * Staff's own visits are left out of the page view counts: a view is not counted from a browser
 * signed in to the admin (Payload's session cookie) or one that has ever been (a mark the admin
 * sets on every screen, kept for 400 days, which holds nothing but "1").
 */
export const STAFF_BROWSER_COOKIE = 'leadpilot-staff'

const SESSION_COOKIE = 'payload-token'

/** Whether a request's Cookie header comes from a staff member's browser. */
export function isStaffBrowser(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false
  return cookieHeader
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .some((name) => name === SESSION_COOKIE || name === STAFF_BROWSER_COOKIE)
}

/** The cookie that marks this browser as staff's: first-party, sent to this site only. */
export function staffBrowserCookie(secure: boolean): string {
  return `${STAFF_BROWSER_COOKIE}=1; Max-Age=${400 * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
