/**
 * Calls booked through Calendly, as its webhook reports them and as ops read them: the events
 * recorded (a booking created, a booking cancelled), what is taken from each, and the line that
 * sums up a submission's call.
 */

export const BOOKING_STATUS = [
  { label: 'Booked', value: 'booked' },
  { label: 'Cancelled', value: 'cancelled' },
] as const
type BookingStatus = (typeof BOOKING_STATUS)[number]['value']

/** The webhook events recorded, and the status each leaves the booking in. */
const EVENT_STATUS = {
  'invitee.created': 'booked',
  'invitee.canceled': 'cancelled',
} as const satisfies Record<string, BookingStatus>

/** What a recorded event says about one invitee's booking. */
export type BookingEvent = {
  status: BookingStatus
  /** The invitee's Calendly URI: one booking per URI, however often the event is delivered. */
  inviteeUri: string
  name: string
  email: string
  startTime: string | null
  /** The onboarding submission's reference, passed to the booking page as `salesforce_uuid`. */
  reference: string | null
}

const TEXT_MAX = 500
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, TEXT_MAX) : ''
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

export type ParsedWebhook =
  | { kind: 'booking'; event: BookingEvent }
  | { kind: 'ignored'; event: string }
  | { kind: 'invalid'; message: string }

/**
 * A webhook body as Calendly sends it (`{ event, payload: { uri, name, email, scheduled_event:
 * { start_time }, tracking: { salesforce_uuid } } }`): a booking event, an event that is not
 * recorded, or a recorded event without the invitee's URI.
 */
export function parseWebhook(body: unknown): ParsedWebhook {
  const event = text(record(body).event)
  if (!Object.hasOwn(EVENT_STATUS, event)) return { kind: 'ignored', event }
  const payload = record(record(body).payload)
  const inviteeUri = text(payload.uri)
  if (!/^https:\/\/\S+$/.test(inviteeUri)) {
    return { kind: 'invalid', message: 'The event names no invitee (payload.uri).' }
  }
  const start = text(record(payload.scheduled_event).start_time)
  return {
    kind: 'booking',
    event: {
      status: EVENT_STATUS[event as keyof typeof EVENT_STATUS],
      inviteeUri,
      name: text(payload.name),
      email: text(payload.email),
      startTime: start && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null,
      reference: text(record(payload.tracking).salesforce_uuid) || null,
    },
  }
}

/** A submission's call as ops read it: "Call booked for Tue 2 Dec, 10:30 UTC". */
export function bookingSummary(
  booking: { callAt?: string | null; status?: string | null } | null | undefined,
): string {
  if (!booking?.status || !booking.callAt) return 'No call booked yet'
  const at = new Date(booking.callAt)
  const day = at.toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  const when = `${day.replace(',', '')}, ${time} UTC`
  return booking.status === 'cancelled' ? `Call for ${when} cancelled` : `Call booked for ${when}`
}
