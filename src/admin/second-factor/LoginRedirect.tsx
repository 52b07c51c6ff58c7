import type { ServerProps } from 'payload'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { halfSignIn } from '../../../collections/Users/second-factor/state'
import { safeRedirect } from './redirect'

/**
 * Above the sign-in form: someone whose password was just accepted but whose second factor is
 * still to come goes on to that step (the admin's sign-in form sends them home, and home sends
 * the not-yet-signed-in here).
 */
export async function LoginRedirect({ payload, searchParams }: ServerProps) {
  const half = await halfSignIn({ headers: await headers(), payload })
  if (!half?.open) return null
  const admin = payload.config.routes.admin
  const next = safeRedirect(searchParams?.redirect, admin)
  redirect(`${admin}/second-factor${next === admin ? '' : `?redirect=${encodeURIComponent(next)}`}`)
}
