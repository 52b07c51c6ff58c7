/**
 * The attribution a submission carries (src/lib/visit.ts records it in the browser): validated by
 * the server like every other answer, with bounded lengths and known values. An unknown key or a
 * bad value is refused with the field's name; the wizard drops such values before sending.
 */
import * as z from 'zod/mini'
import { CURRENCIES } from '../money'
import { ATTRIBUTION_FIELDS, CONTROL, UTM_MAX, type VisitAttribution } from '../visit'

const PATH_MAX = 200
const HOST_MAX = 253

const ATTRIBUTION_MESSAGES = {
  path: 'Please send a site path, such as /pricing-start-up',
  host: 'Please send a host name, such as www.example.com',
  utm: `Please send text of at most ${UTM_MAX} characters without control characters`,
  currency: `Please send one of ${CURRENCIES.join(', ')}`,
  plan: 'Please send a plan key, such as leadpilot',
  unknown: 'This visit detail is not recorded',
} as const

/** A path on this site: '/', then letters, digits and - _ . / ~ %. */
/** At most `max` characters; a longer value is refused before any pattern looks at it. */
const within = (max: number, error: string) => z.maxLength(max, { error, abort: true })

const sitePath = z
  .string({ error: ATTRIBUTION_MESSAGES.path })
  .check(
    within(PATH_MAX, ATTRIBUTION_MESSAGES.path),
    z.regex(/^\/[\w\-./~%]*$/, { error: ATTRIBUTION_MESSAGES.path }),
  )

const host = z
  .string({ error: ATTRIBUTION_MESSAGES.host })
  .check(
    within(HOST_MAX, ATTRIBUTION_MESSAGES.host),
    z.regex(/^[a-z\d](?:[a-z\d.-]*[a-z\d])?$/i, { error: ATTRIBUTION_MESSAGES.host }),
  )

const utm = z.string({ error: ATTRIBUTION_MESSAGES.utm }).check(
  z.trim(),
  z.minLength(1, { error: ATTRIBUTION_MESSAGES.utm }),
  within(UTM_MAX, ATTRIBUTION_MESSAGES.utm),
  z.refine((value) => !CONTROL.test(value), { error: ATTRIBUTION_MESSAGES.utm }),
)

const fields = {
  landingPage: z.optional(sitePath),
  referrerHost: z.optional(host),
  utmSource: z.optional(utm),
  utmMedium: z.optional(utm),
  utmCampaign: z.optional(utm),
  utmTerm: z.optional(utm),
  utmContent: z.optional(utm),
  pricingPage: z.optional(sitePath),
  currency: z.optional(z.enum(CURRENCIES, { error: ATTRIBUTION_MESSAGES.currency })),
  plan: z.optional(
    z
      .string({ error: ATTRIBUTION_MESSAGES.plan })
      .check(z.regex(/^[a-z\d-]{1,40}$/, { error: ATTRIBUTION_MESSAGES.plan })),
  ),
} satisfies Record<(typeof ATTRIBUTION_FIELDS)[number], unknown>

export const attributionSchema = z.strictObject(fields, {
  error: ATTRIBUTION_MESSAGES.unknown,
})

export type Attribution = z.output<typeof attributionSchema>

/** The recorded values the server would accept; anything else (tampered storage) is dropped. */
export function cleanAttribution(visit: VisitAttribution | null): Attribution | undefined {
  if (!visit) return undefined
  const clean: Record<string, string> = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const parsed = fields[field].safeParse(visit[field])
    if (parsed.success && parsed.data !== undefined) clean[field] = parsed.data
  }
  return Object.keys(clean).length > 0 ? (clean as Attribution) : undefined
}
