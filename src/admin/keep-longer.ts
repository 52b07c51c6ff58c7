'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { payloadClient } from '@/data/payload'
import { hasRole } from '@/lib/access'

const VIEW = '/admin/retention'
/** The longest a record may be kept past its period in one step. */
const MAX_YEARS = 6

/**
 * "Keep longer" in the retention view: keeps one submission until a later date, with the
 * reason (the audit log records both). A date that is not in the future, too far ahead or a
 * missing reason changes nothing and is said so.
 */
export async function keepLonger(form: FormData): Promise<void> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const id = Number(form.get('id'))
  const fail = (message: string): never =>
    redirect(`${VIEW}?error=${encodeURIComponent(message)}&id=${id}`)
  if (!user || !hasRole(user, 'admin', 'ops')) fail('Only ops and admins can keep records longer.')
  const until = String(form.get('keepUntil') ?? '')
  const reason = String(form.get('reason') ?? '').trim()
  const date = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T23:59:59.000Z`) : undefined
  const latest = new Date()
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS)
  if (!date || Number.isNaN(date.getTime()) || date <= new Date()) {
    fail('Choose a date in the future to keep the record until.')
  }
  if (date! > latest) fail(`Keep a record at most ${MAX_YEARS} years ahead; look at it again then.`)
  if (!reason) fail('Say why the record is kept longer: the reason goes in the audit log.')
  if (reason.length > 1000) fail('Keep the reason under 1,000 characters.')
  const updated = await payload
    .update({
      collection: 'onboarding-submissions',
      id,
      data: { retention: { keepUntil: date!.toISOString(), reason } },
      user,
      overrideAccess: false,
    })
    .catch(() => undefined)
  if (!updated) fail('That record could not be changed: it may have been removed already.')
  redirect(`${VIEW}?kept=${id}&until=${until}`)
}
