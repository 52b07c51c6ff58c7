import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { complaintReference, type Complaint } from '@/lib/complaints'
import type { PrivacyComplaint } from '@/payload-types'
import { confirmCommitted } from '@workarounds/database'
import { payloadClient } from './payload'

type StoredComplaint = {
  /** False when this form's complaint was stored before (a retry): `record` is what was stored. */
  created: boolean
  record: PrivacyComplaint
}

async function findByReference(payload: Payload, reference: string) {
  const { docs } = await payload.find({
    collection: 'privacy-complaints',
    where: { reference: { equals: reference } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Stores a validated complaint once, through Payload's own write path, in one transaction with
 * its acknowledgement e-mail job (queued by the collection's hook): a failure leaves neither. A
 * retry of the same form trips the unique reference and is answered with what was stored.
 */
export async function storeComplaint(complaint: Complaint): Promise<StoredComplaint> {
  const payload = await payloadClient()
  const reference = complaintReference(complaint.complaintId)
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const record = await payload.create({
      collection: 'privacy-complaints',
      data: {
        reference,
        name: complaint.name,
        email: complaint.email,
        whatHappened: complaint.whatHappened,
        status: 'open',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    await confirmCommitted(payload, record.id, 'privacy-complaints')
    return { created: true, record }
  } catch (error) {
    await killTransaction(req)
    const stored = await findByReference(payload, reference)
    if (!stored) throw error
    return { created: false, record: stored }
  }
}

/**
 * The open complaints, soonest due first, as the signed-in member of staff may read them, with how
 * many are open in all.
 */
export async function openComplaints(req: PayloadRequest, limit: number) {
  return req.payload.find({
    collection: 'privacy-complaints',
    where: { status: { equals: 'open' } },
    sort: 'dueAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, reference: true, dueAt: true, status: true },
  })
}
