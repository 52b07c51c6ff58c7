'use server'

import type { Outcome } from '@collections/DataRequests/answer'
import { markBriefSent, resendBrief } from '@collections/OnboardingSubmissions/briefActions'
import { runStaffAction } from './staff-action'

/**
 * The Brief tab's buttons: queue the brief e-mail again to the recipients in Site settings, or
 * record it as sent by hand, as the signed-in ops member or admin.
 */
export async function actOnBrief(submissionId: unknown, requested: unknown): Promise<Outcome> {
  return runStaffAction(
    ['admin', 'ops'],
    'Only ops and admins re-send briefs or mark them sent.',
    { resend: resendBrief, markSent: markBriefSent },
    requested,
    submissionId,
  )
}
