import type { UIFieldServerProps } from 'payload'
import { bookingSummary } from '@/lib/bookings'

type WithBooking = { booking?: { callAt?: string | null; status?: string | null } | null }

/** A submission's sidebar line on its onboarding call: booked for when, cancelled, or none yet. */
export function BookingSummary({ data }: UIFieldServerProps) {
  const doc = (data ?? {}) as WithBooking
  return (
    <div className="field-type" data-testid="booking-summary">
      <p className="field-label">Onboarding call</p>
      <p>{bookingSummary(doc.booking)}</p>
    </div>
  )
}
