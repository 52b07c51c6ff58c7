'use server'

import { headers } from 'next/headers'
import { createLocalReq } from 'payload'
import { erase, restrict, type Outcome } from '@collections/DataRequests/answer'
import { payloadClient } from '@/data/payload'
import { hasRole } from '@/lib/access'

const ACTIONS = {
  restrict: (req: Parameters<typeof erase>[0], id: number) => restrict(req, id, true),
  lift: (req: Parameters<typeof erase>[0], id: number) => restrict(req, id, false),
  erase,
} as const

/**
 * The data request screen's buttons: restrict, lift the restriction on, or erase everything held
 * for the request's address, as the signed-in ops member or admin. The answer says what was done
 * or why nothing was.
 */
export async function answerDataRequest(requestId: unknown, requested: unknown): Promise<Outcome> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !hasRole(user, 'admin', 'ops')) {
    return { ok: false, message: 'Only ops and admins answer data requests.' }
  }
  const id = Number(requestId)
  const action = String(requested)
  if (!Number.isInteger(id) || !(action in ACTIONS)) {
    return { ok: false, message: 'That action is not one this screen offers.' }
  }
  const req = await createLocalReq({ user }, payload)
  try {
    return await ACTIONS[action as keyof typeof ACTIONS](req, id)
  } catch (error) {
    payload.logger.error({ err: error, request: id, action }, 'data_request_failed')
    return { ok: false, message: 'That did not work, and nothing was changed. Please try again.' }
  }
}
