import type { PayloadRequest, Where } from 'payload'

const COLLECTION = 'onboarding-submissions'

/** Submissions nobody has picked up yet. */
export const NEW: Where = { status: { equals: 'new' } }
/** Briefs the team has not received by e-mail: still retrying, given up, or only logged. */
export const UNDELIVERED: Where = { briefStatus: { in: ['retrying', 'failed', 'logged'] } }

/**
 * How many submissions match a filter, as the signed-in staff member may read them: the number
 * the submissions list shows for the same filter.
 */
export async function countSubmissions(req: PayloadRequest, where: Where = {}): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: COLLECTION,
    where,
    overrideAccess: false,
    req,
  })
  return totalDocs
}

/** The newest submissions matching a filter, with how many match in all. */
export async function newestSubmissions(req: PayloadRequest, where: Where, limit: number) {
  return req.payload.find({
    collection: COLLECTION,
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: false,
    req,
    select: { name: true, company: true, companyName: true, briefStatus: true, createdAt: true },
  })
}
