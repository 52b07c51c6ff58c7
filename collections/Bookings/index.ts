import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { isAdmin, isOps, nobody, serverWritten } from '@/lib/access'
import { BOOKING_STATUS } from '@/lib/bookings'
import { recordedDate, serverTimestamps } from '../timestamps'
import { summariseOnSubmission } from './record'

/** When ops link a booking to a submission by hand, that submission shows the call. */
const summariseLinked: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.recordingBooking) return doc
  const id = (ref: unknown) => (ref && typeof ref === 'object' ? (ref as { id: unknown }).id : ref)
  if ((id(doc.submission) ?? null) !== (id(previousDoc?.submission) ?? null)) {
    await summariseOnSubmission(req, doc, previousDoc?.submission)
  }
  return doc
}

/**
 * Onboarding calls booked through Calendly, one record per invitee, written by the webhook
 * (POST /api/calendly) when a call is booked or cancelled. Each is matched to the submission it
 * was booked from, or by the address, or left for ops to link by hand. Personal data: ops and
 * admins read and update, only admins delete, and nobody creates one through the API.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    group: 'Clients',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'startTime', 'status', 'submission', 'receivedAt'],
    listSearchableFields: ['email', 'name'],
    description:
      'Onboarding calls booked through Calendly. A booking not matched to a submission can be linked to one here.',
  },
  access: { read: isOps, create: nobody, update: isOps, delete: isAdmin },
  disableDuplicate: true,
  hooks: { beforeChange: [serverTimestamps], afterChange: [summariseLinked] },
  defaultSort: '-startTime',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: 'Invitee',
          type: 'text',
          access: serverWritten,
          admin: { readOnly: true },
        },
        {
          name: 'email',
          label: 'E-mail address',
          type: 'text',
          index: true,
          access: serverWritten,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startTime',
          label: 'Call at',
          type: 'date',
          index: true,
          access: serverWritten,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'booked',
          options: BOOKING_STATUS.map((option) => ({ ...option })),
          access: serverWritten,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'onboarding-submissions',
      index: true,
      admin: {
        description:
          'The submission this call was booked for: matched by the wizard’s reference or the address; set it by hand when it was not.',
      },
    },
    {
      name: 'inviteeUri',
      label: 'Calendly invitee',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: serverWritten,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Calendly’s address for this invitee: a redelivered event is stored once.',
      },
    },
    recordedDate('receivedAt', 'Received', {
      description: 'When the last event about this booking arrived.',
    }),
  ],
}
