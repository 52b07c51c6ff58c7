/**
 * The password reset e-mail. Its link is always on the site's public address (SITE_URL):
 * Payload would build it from the request's own address, which behind a TLS-terminating proxy is
 * http:// and so not the site's; it then left the address out, and staff got a link that went
 * nowhere ("/admin/reset/…").
 */
import type { PayloadRequest } from 'payload'
import { siteUrl } from '@/server/site-url'
import { escapeXml } from '@/lib/xml'

/** How long a reset link works: Payload's default, one hour. */
export const RESET_LINK_MS = 60 * 60 * 1000

/** The page where the holder of `token` chooses a new password. */
export function resetLink(token: string, req?: Pick<PayloadRequest, 'payload'>): string {
  const admin = req?.payload.config.routes.admin ?? '/admin'
  const reset = req?.payload.config.admin.routes.reset ?? '/reset'
  return `${siteUrl()}${admin}${reset}/${encodeURIComponent(token)}`
}

export const resetEmailSubject = () => 'Reset your Leadpilot admin password'

export function resetEmailHtml(args?: { req?: PayloadRequest; token?: string }): string {
  const link = escapeXml(resetLink(args?.token ?? '', args?.req))
  return `<p>Hello,</p>
<p>Someone asked to reset the password of your Leadpilot admin account. If it was you, choose a new password here:</p>
<p><a href="${link}">${link}</a></p>
<p>The link works for one hour. If you did not ask, you can ignore this e-mail: your password stays as it is.</p>
<p>Leadpilot</p>`
}
