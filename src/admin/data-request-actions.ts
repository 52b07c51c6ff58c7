'use server'

import { erase, restrict, type Outcome } from '@collections/DataRequests/answer'
import { runStaffAction } from './staff-action'

/**
 * The data request screen's buttons: restrict, lift the restriction on, or erase everything held
 * for the request's address, as the signed-in ops member or admin. The answer says what was done
 * or why nothing was.
 */
export async function answerDataRequest(requestId: unknown, requested: unknown): Promise<Outcome> {
  return runStaffAction(
    ['admin', 'ops'],
    'Only ops and admins answer data requests.',
    {
      restrict: (req, id) => restrict(req, id, true),
      lift: (req, id) => restrict(req, id, false),
      erase,
    },
    requested,
    requestId,
  )
}
