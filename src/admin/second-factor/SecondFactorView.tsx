import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { halfSignIn } from '../../../collections/Users/second-factor/state'
import { safeRedirect } from './redirect'
import { SignInStep } from './SignInStep'
import './second-factor.scss'

/**
 * `/admin/second-factor`: the step after the password for someone with a second factor (or whose
 * role requires one). Open to a half sign-in only: the signed in go on, the signed out sign in.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const next = safeRedirect(searchParams?.redirect, admin)
  if (req.user) redirect(next)
  const half = await halfSignIn(req)
  if (!half) redirect(`${admin}/login`)
  if (!half.open)
    return (
      <MinimalTemplate className="second-factor-view">
        <div className="second-factor">
          <h1>Sign-in expired</h1>
          <p role="alert">This sign-in has expired. Please sign in again with your password.</p>
          <p>
            <a className="btn btn--style-primary" href={`${admin}/login`}>
              Sign in again
            </a>
          </p>
        </div>
      </MinimalTemplate>
    )
  return (
    <MinimalTemplate className="second-factor-view">
      <SignInStep step={half.entry.step} email={half.user.email} redirect={next} />
    </MinimalTemplate>
  )
}
