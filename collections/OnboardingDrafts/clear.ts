import type { Payload, PayloadRequest, Where } from 'payload'
import { addDays } from '@/lib/retention'

const COLLECTION = 'onboarding-drafts' as const

/** What identifies the person in a draft; where the visit came from and the step reached stay. */
const WITHOUT_PERSON = {
  name: null,
  email: null,
  companyName: null,
  answers: null,
  mail: { lastError: null },
}

/**
 * Takes the person out of the drafts `where` matches, in `req`'s transaction when one is given,
 * and marks them `status`: the conversion view's funnel still counts how far each got.
 */
async function clearDrafts(
  payload: Payload,
  where: Where,
  data: { status: 'submitted' | 'expired'; submission?: number },
  req?: PayloadRequest,
): Promise<number> {
  const { docs } = await payload.update({
    collection: COLLECTION,
    where,
    data: { ...WITHOUT_PERSON, ...data },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
}

/** A sent submission's draft: its answers now live on the submission, which it links to. */
export const markDraftSent = (req: PayloadRequest, reference: string, submission: number) =>
  clearDrafts(
    req.payload,
    { reference: { equals: reference.toLowerCase() } },
    { status: 'submitted', submission },
    req,
  )

/** Drafts whose last change is older than the period: their answers are deleted. */
export const expireDrafts = (payload: Payload, days: number, now: Date) =>
  clearDrafts(
    payload,
    {
      and: [
        { status: { equals: 'open' } },
        { lastSavedAt: { less_than: addDays(now, -days).toISOString() } },
      ],
    },
    { status: 'expired' },
  )

/** A person's drafts erased at their request. */
export const eraseDrafts = (req: PayloadRequest, ids: Array<number | string>) =>
  ids.length === 0
    ? Promise.resolve(0)
    : clearDrafts(req.payload, { id: { in: ids } }, { status: 'expired' }, req)
