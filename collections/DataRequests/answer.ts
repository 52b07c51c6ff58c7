import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { maskEmail, normaliseEmail } from '@/lib/data-requests'
import { erasedEventData } from '@/lib/webhooks/events'
import { recordAccess } from '../AuditLog'
import { queueWebhookEvent } from '../WebhookEndpoints/events'
import { findHeld } from './holdings'

const COLLECTION = 'data-requests' as const

/** What an action did, in words for the screen; `reload` when the request's own fields changed. */
export type Outcome = { ok: boolean; message: string; reload?: boolean }

/** `count` with the noun that goes with it: 1 record, 2 records. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/** The request, as the signed-in staff member may read it (ops and admins), or undefined. */
export async function readRequest(req: PayloadRequest, id: number | string) {
  return req.payload
    .findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: false, req })
    .catch(() => undefined)
}

/**
 * Adds what was done to the request's record (when, by whom) and to the access log, in `req`'s
 * transaction.
 */
export async function recordAction(
  req: PayloadRequest,
  request: { id: number; actions?: Array<{ at: string; by: string; what: string }> | null },
  what: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  const by = req.user?.email ?? 'The server'
  await req.payload.update({
    collection: COLLECTION,
    id: request.id,
    data: {
      ...data,
      handledBy: by,
      actions: [
        ...(request.actions ?? []).map(({ at, by, what }) => ({ at, by, what })),
        { at: new Date().toISOString(), by, what },
      ],
    },
    depth: 0,
    overrideAccess: true,
    req,
    context: { erasing: Boolean(data.erasedAt) },
  })
  await recordAccess(req, `Data request ${request.id}: ${what}`)
}

/** Runs `work` in one transaction of `req`: all of it is stored, or none. */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

/** Restricts (or lifts the restriction on) everything held for the request's address. */
export async function restrict(
  req: PayloadRequest,
  id: number | string,
  restricted: boolean,
): Promise<Outcome> {
  const request = await readRequest(req, id)
  if (!request) return { ok: false, message: 'That request could not be found.' }
  if (request.erasedAt || !request.email) {
    return { ok: false, message: 'This person’s data was erased: nothing is held to restrict.' }
  }
  return inTransaction(req, async () => {
    let changed = 0
    for (const { holder, records } of await findHeld(req, request.email!)) {
      if (!holder.restrict) continue
      const ids = records.filter((r) => r.restricted !== restricted).map((r) => r.id)
      await holder.restrict(req, ids, restricted)
      changed += ids.length
    }
    const what = restricted
      ? `Restricted the use of ${plural(changed, 'record')}`
      : `Lifted the restriction on ${plural(changed, 'record')}`
    await recordAction(req, request, what)
    return { ok: true, message: `${what}.` }
  })
}

/**
 * Erases everything held for the request's address, in one transaction: each collection's
 * records go as its holder says (a submission is anonymised, so the conversion figures still
 * count it), and every request in the register from that address keeps only a masked address.
 */
export async function erase(req: PayloadRequest, id: number | string): Promise<Outcome> {
  const request = await readRequest(req, id)
  if (!request) return { ok: false, message: 'That request could not be found.' }
  if (request.erasedAt || !request.email) {
    return { ok: false, message: 'This person’s data was erased already.' }
  }
  const email = normaliseEmail(request.email)
  const masked = maskEmail(email)
  return inTransaction(req, async () => {
    let erased = 0
    const submissionIds: string[] = []
    for (const { holder, records } of await findHeld(req, email)) {
      await holder.erase(
        req,
        records.map((r) => r.id),
      )
      erased += records.length
      if (holder.collection === 'onboarding-submissions') {
        submissionIds.push(...records.map((r) => String(r.stored.submissionId)))
      }
    }
    // Receivers hear which submissions were erased, by reference only, so they erase theirs.
    if (submissionIds.length) {
      await queueWebhookEvent(req, 'person.erased', () =>
        erasedEventData(submissionIds, new Date()),
      )
    }
    const now = new Date().toISOString()
    const { docs: sameAddress } = await req.payload.find({
      collection: COLLECTION,
      where: { and: [{ email: { equals: email } }, { id: { not_equals: request.id } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const other of sameAddress) {
      await req.payload.update({
        collection: COLLECTION,
        id: other.id,
        data: { email: masked, erasedAt: now },
        depth: 0,
        overrideAccess: true,
        req,
        context: { erasing: true },
      })
    }
    const what = `Erased ${plural(erased, 'record')} held for the address`
    await recordAction(req, request, what, { email: masked, erasedAt: now })
    return {
      ok: true,
      message: `${what}. The register keeps only a masked address.`,
      reload: true,
    }
  })
}
