import type { Payload, PayloadRequest } from 'payload'
import { normaliseEmail } from '@/lib/data-requests'

/** The collections that hold a visitor's e-mail address in their `email` field. */
type WithEmail =
  | 'onboarding-submissions'
  | 'onboarding-drafts'
  | 'privacy-complaints'
  | 'bookings'
  | 'webhook-deliveries'
  | 'conversations'
  | 'form-submissions'

/**
 * The documents of `collection` whose `email` is `email`, compared without regard to case (a
 * visitor may type their address differently each time), newest first; `depth` populates their
 * relationships.
 */
export async function findByEmail<C extends WithEmail>(
  payload: Payload,
  collection: C,
  email: string,
  req?: PayloadRequest,
  depth = 0,
) {
  const wanted = normaliseEmail(email)
  const { docs } = await payload.find({
    collection,
    where: { email: { like: wanted } },
    sort: '-createdAt',
    pagination: false,
    depth,
    overrideAccess: true,
    req,
  })
  return docs.filter((doc) => normaliseEmail(String(doc.email ?? '')) === wanted)
}
