import { stopReminders } from '@/data/drafts'
import { siteUrl } from '@/server/site-url'

/**
 * POST /api/onboarding/draft/stop?code=…: stops the reminders about one unfinished onboarding,
 * with no login. A mail client's one-click unsubscribe (RFC 8058) posts here directly and gets
 * 200; the button on the stop page posts a form and is sent back to that page, which says so.
 * A code this server did not make changes nothing (400).
 */
export async function POST(request: Request): Promise<Response> {
  const code = new URL(request.url).searchParams.get('code') ?? ''
  const ok = code.length <= 200 && (await stopReminders(code))
  const fromPage = (request.headers.get('content-type') ?? '').startsWith(
    'application/x-www-form-urlencoded',
  )
  const body = await request.text().catch(() => '')
  if (fromPage && !body.includes('List-Unsubscribe=One-Click')) {
    const page = new URL('/reminders/stop', `${siteUrl()}/`)
    page.searchParams.set('code', code)
    page.searchParams.set(ok ? 'stopped' : 'invalid', '1')
    return Response.redirect(page, 303)
  }
  return new Response(ok ? 'Reminders stopped.' : 'This link is not valid.', {
    status: ok ? 200 : 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
