import { headers } from 'next/headers'
import { createLocalReq, type PayloadRequest } from 'payload'
import { payloadClient } from '@/data/payload'
import { hasRole, type Role } from '@/lib/access'

type Outcome = { ok: boolean; message: string }

/**
 * Runs one of a screen's actions (`requested`, one of `actions`) on the record `target`, as the
 * signed-in member of staff, when their role is one of `roles`; `refusal` answers anyone else.
 * An action that throws changes nothing (each runs in its own transaction) and says so.
 */
export async function runStaffAction<O extends Outcome>(
  roles: Role[],
  refusal: string,
  actions: Record<string, (req: PayloadRequest, id: number) => Promise<O>>,
  requested: unknown,
  target: unknown,
): Promise<O | Outcome> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !hasRole(user, ...roles)) return { ok: false, message: refusal }
  const id = Number(target)
  const action = String(requested)
  if (!Number.isInteger(id) || !Object.hasOwn(actions, action)) {
    return { ok: false, message: 'That action is not one this screen offers.' }
  }
  const req = await createLocalReq({ user }, payload)
  try {
    return await actions[action](req, id)
  } catch (error) {
    payload.logger.error({ err: error, target: id, action }, 'staff_action_failed')
    return { ok: false, message: 'That did not work, and nothing was changed. Please try again.' }
  }
}
