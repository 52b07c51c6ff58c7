'use server'

import {
  resendDelivery,
  revealSecret,
  rotateSecret,
  sendTestEvent,
  type EndpointOutcome,
} from '@collections/WebhookEndpoints/actions'
import { runStaffAction } from './staff-action'

/**
 * The webhook endpoint screen's buttons, as the signed-in admin: show the signing secret once,
 * rotate it, send a test event, resend a delivery (`target` is then the delivery's id). The
 * answer says what was done or why nothing was.
 */
export async function webhookAction(requested: unknown, target: unknown): Promise<EndpointOutcome> {
  return runStaffAction(
    ['admin'],
    'Only admins manage webhook endpoints.',
    { reveal: revealSecret, rotate: rotateSecret, test: sendTestEvent, resend: resendDelivery },
    requested,
    target,
  )
}
