/**
 * Where a visit came from, as the browser records it for the visit only (session storage, no
 * cookie, no third party) and sends with an onboarding submission. No validation library here:
 * this runs on every page. The server validates with attributionSchema.
 */

/** A control character, which no recorded text may hold. */
export const CONTROL = /[\u0000-\u001f\u007f]/

/** A UTM value (a campaign's name, say) is at most this many characters. */
export const UTM_MAX = 150

/** The fields a submission's attribution may carry. */
export const ATTRIBUTION_FIELDS = [
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'pricingPage',
  'currency',
  'plan',
] as const

type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]
export type VisitAttribution = Partial<Record<AttributionField, string>>

const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<string, AttributionField>

/**
 * What the first page of a visit says about it: its path, the referring site's host (not our
 * own) and the UTM parameters. Empty values are left out.
 */
export function firstPageAttribution(url: URL, referrer: string): VisitAttribution {
  const visit: VisitAttribution = { landingPage: url.pathname }
  try {
    const host = new URL(referrer).hostname
    if (host && host !== url.hostname) visit.referrerHost = host
  } catch {
    // No referrer, or not an address: nothing to record.
  }
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = url.searchParams.get(param)?.trim()
    if (value) visit[field] = value
  }
  return visit
}
