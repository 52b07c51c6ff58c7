import type { PayloadRequest } from 'payload'

/** The open data requests the signed-in staff member may read, soonest due first. */
export async function openDataRequests(req: PayloadRequest, limit: number) {
  return req.payload.find({
    collection: 'data-requests',
    where: { status: { equals: 'open' } },
    sort: 'dueAt',
    limit,
    depth: 0,
    select: { kind: true, email: true, receivedAt: true, dueAt: true },
    overrideAccess: false,
    req,
  })
}
