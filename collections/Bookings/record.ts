import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'
import type { BookingEvent } from '@/lib/bookings'
import { bookingEventData } from '@/lib/webhooks/events'
import type { Booking } from '@/payload-types'
import { findByEmail } from '../email-lookup'
import { queueWebhookEvent } from '../WebhookEndpoints/events'

type Id = number
const idOf = (ref: Booking['submission']): Id | null =>
  ref == null ? null : typeof ref === 'object' ? ref.id : ref

/**
 * The submission a booking belongs to: the one whose submissionId the booking page carried, else
 * the newest one sent from the invitee's address (compared without case); anonymised submissions
 * never match. Null when neither finds one: ops link the booking by hand.
 */
async function matchSubmission(req: PayloadRequest, event: BookingEvent): Promise<Id | null> {
  if (event.reference) {
    const { docs } = await req.payload.find({
      collection: 'onboarding-submissions',
      where: {
        and: [{ submissionId: { equals: event.reference } }, { anonymisedAt: { exists: false } }],
      },
      limit: 1,
      depth: 0,
      select: { submissionId: true },
      overrideAccess: true,
      req,
    })
    if (docs[0]) return docs[0].id
  }
  if (!event.email) return null
  const byEmail = await findByEmail(req.payload, 'onboarding-submissions', event.email, req)
  return byEmail.find((doc) => !doc.anonymisedAt)?.id ?? null
}

/**
 * Writes a submission's booking summary from its bookings: the latest call still booked, else the
 * latest cancelled one, else none. A reschedule (the old invitee cancelled, a new one booked, in
 * either order) so shows the new call. `contact` also records the booking as a contact with the
 * person, from which their retention period counts.
 */
async function summarise(req: PayloadRequest, submission: Id, contact: boolean): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { submission: { equals: submission } },
    sort: '-startTime',
    pagination: false,
    depth: 0,
    select: { startTime: true, status: true },
    overrideAccess: true,
    req,
  })
  const shown = docs.find((doc) => doc.status === 'booked') ?? docs[0]
  await req.payload.update({
    collection: 'onboarding-submissions',
    id: submission,
    data: { booking: { callAt: shown?.startTime ?? null, status: shown?.status ?? null } },
    depth: 0,
    overrideAccess: true,
    req,
    context: { contact, accessRecorded: true },
  })
}

/**
 * After a booking's submission changed (matched by the webhook or linked by ops): the submission
 * it now belongs to shows the call and records the contact, and the one it left no longer shows it.
 */
export async function summariseOnSubmission(
  req: PayloadRequest,
  booking: Pick<Booking, 'submission'>,
  previous?: Booking['submission'],
): Promise<void> {
  const now = idOf(booking.submission)
  const before = idOf(previous ?? null)
  if (before != null && before !== now) await summarise(req, before, false)
  if (now != null) await summarise(req, now, true)
}

/**
 * Records one webhook event: the invitee's booking is created on its first event and updated on
 * later ones (a redelivery changes nothing but the time received), matched to its submission on
 * arrival; a booking ops linked by hand keeps their link. Returns the booking.
 */
export async function recordBooking(
  payload: Payload,
  event: BookingEvent,
  now = new Date(),
): Promise<Booking> {
  const req = await createLocalReq({}, payload)
  const find = async () =>
    (
      await payload.find({
        collection: 'bookings',
        where: { inviteeUri: { equals: event.inviteeUri } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs[0]
  const existing = await find()
  const submission = idOf(existing?.submission ?? null) ?? (await matchSubmission(req, event))
  const data = {
    name: event.name,
    email: event.email,
    startTime: event.startTime ?? existing?.startTime ?? null,
    status: event.status,
    submission,
    inviteeUri: event.inviteeUri,
    receivedAt: now.toISOString(),
  }
  const write = (id: Id | undefined): Promise<Booking> =>
    id === undefined
      ? payload.create({
          collection: 'bookings',
          data,
          depth: 0,
          overrideAccess: true,
          req,
          context: { recordingBooking: true },
        })
      : payload.update({
          collection: 'bookings',
          id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
          context: { recordingBooking: true },
        })
  let booking: Booking
  try {
    booking = await write(existing?.id)
  } catch (error) {
    // The same event delivered twice at once: the other delivery created it first.
    const created = existing ? undefined : await find()
    if (!created) throw error
    booking = await write(created.id)
  }
  await summariseOnSubmission(req, booking, existing?.submission)
  if (existing?.status !== booking.status) await announceBooking(req, booking)
  return booking
}

/** A call booked or cancelled is sent as `booking.created` or `booking.cancelled`. */
async function announceBooking(req: PayloadRequest, booking: Booking): Promise<void> {
  const submission = idOf(booking.submission)
  await queueWebhookEvent(
    req,
    booking.status === 'booked' ? 'booking.created' : 'booking.cancelled',
    async () => {
      const linked =
        submission == null
          ? null
          : await req.payload.findByID({
              collection: 'onboarding-submissions',
              id: submission,
              depth: 0,
              select: { submissionId: true },
              overrideAccess: true,
              req,
            })
      return bookingEventData(booking, linked?.submissionId ?? null)
    },
    { submission, email: booking.email },
  )
}

/**
 * Deletes the bookings matching `where` and rewrites their submissions' booking summary from the
 * bookings left (none: no call shown). Returns how many were deleted.
 */
export async function deleteBookings(req: PayloadRequest, where: Where): Promise<number> {
  const { docs } = await req.payload.delete({
    collection: 'bookings',
    where,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const submissions = new Set(docs.map((doc) => idOf(doc.submission)))
  for (const submission of submissions) {
    if (submission != null) await summarise(req, submission, false)
  }
  return docs.length
}
