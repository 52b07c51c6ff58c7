/**
 * The booking page's address, opened prefilled with who is booking and where their visit came
 * from, with the URL parameters Calendly documents for an embed: `name` and `email` fill the
 * invitee's details, `utm_*` travel with the booking, and `salesforce_uuid` carries the onboarding
 * submission's reference. Calendly returns the `utm_*` values and `salesforce_uuid` in the webhook
 * payload's `tracking` object whatever questions the event type asks, unlike custom answers
 * (`a1`…), which exist only when the event type has that question; so the reference travels as
 * `salesforce_uuid` and the webhook matches the booking back to the submission by it.
 */
import type { VisitAttribution } from './visit'

export type SchedulingPrefill = {
  name?: string | null
  email?: string | null
  attribution?: VisitAttribution | null
  /** The onboarding submission's submissionId, returned as `tracking.salesforce_uuid`. */
  reference?: string | null
}

/** Calendly's UTM parameters and the attribution field each is read from. */
const UTM_FROM_VISIT = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const satisfies Record<string, keyof VisitAttribution>

/** Longest value passed on: a booking page's address must stay a reasonable length. */
const MAX_VALUE = 200

/**
 * `base` with the prefill's non-empty values set as query parameters (replacing any the address
 * already had); `base` unchanged when it is not an absolute address.
 */
export function prefilledSchedulingUrl(base: string, prefill: SchedulingPrefill): string {
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return base
  }
  const set = (param: string, value: string | null | undefined) => {
    const clean = value?.trim().slice(0, MAX_VALUE)
    if (clean) url.searchParams.set(param, clean)
  }
  set('name', prefill.name)
  set('email', prefill.email)
  for (const [param, field] of Object.entries(UTM_FROM_VISIT)) {
    set(param, prefill.attribution?.[field])
  }
  set('salesforce_uuid', prefill.reference)
  return url.toString()
}
