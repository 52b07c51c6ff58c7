/**
 * The body of the site's view beacon (POST /api/views). A later page of a visit sends its path as
 * plain text; the visit's first page sends JSON that marks it as the landing page and names the
 * visit's UTM campaign, when it has one: {"path":"/pricing","landing":true,"campaign":"spring"}.
 * No validation library here: the browser builds the body on every page.
 */
import { CONTROL, UTM_MAX } from './visit'

/**
 * A campaign name is at most this many characters (UTF-16 code units, as JavaScript counts): as
 * long as a submission's, so that a campaign's visits and submissions share a row.
 */
export const CAMPAIGN_MAX = UTM_MAX

/** A view, and whether it is the first page of its visit; `campaign` is '' for none. */
type Beacon = { path: string; landing: false } | { path: string; landing: true; campaign: string }

const SHAPE =
  'Send the page’s path, or {"path": "/pricing", "landing": true, "campaign": "spring"}.'

/**
 * The first page's beacon: its path, marked as the visit's landing page, with the visit's
 * campaign when a submission would keep it too (at most CAMPAIGN_MAX characters, no control
 * characters), so that the campaign's visits and submissions share a row; otherwise, or when
 * there is none, without a campaign.
 */
export function landingBeacon(path: string, campaign: string | undefined): string {
  const name = (campaign ?? '').trim()
  const kept = name && name.length <= CAMPAIGN_MAX && !CONTROL.test(name)
  return JSON.stringify(kept ? { path, landing: true, campaign: name } : { path, landing: true })
}

/**
 * Reads a beacon's body: plain text is a path (the body of every page but a visit's first);
 * JSON is an object with `path` (text), `landing` (true or false) and, on a landing page only,
 * `campaign` (text of at most CAMPAIGN_MAX characters once trimmed, without control characters),
 * and nothing else. Whether the path is a published page is for the caller to check.
 */
export function parseBeacon(
  body: string,
): { ok: true; beacon: Beacon } | { ok: false; message: string } {
  const text = body.trim()
  if (!text.startsWith('{')) return { ok: true, beacon: { path: text, landing: false } }
  const fail = (message: string) => ({ ok: false as const, message })
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(`The beacon is not valid JSON. ${SHAPE}`)
  }
  // Valid JSON that starts with '{' is an object.
  const { path, landing = false, campaign, ...rest } = value as Record<string, unknown>
  if (Object.keys(rest).length > 0) return fail(`Send only path, landing and campaign. ${SHAPE}`)
  if (typeof path !== 'string') return fail(`The path must be text. ${SHAPE}`)
  if (typeof landing !== 'boolean') return fail('The landing mark must be true or false.')
  if (campaign === undefined) {
    return { ok: true, beacon: landing ? { path, landing, campaign: '' } : { path, landing } }
  }
  if (typeof campaign !== 'string') return fail('The campaign must be text.')
  if (!landing) {
    return fail('A campaign is sent with the first page of a visit only (landing: true).')
  }
  const name = campaign.trim()
  if (name.length > CAMPAIGN_MAX) {
    return fail(`A campaign name is at most ${CAMPAIGN_MAX} characters.`)
  }
  if (CONTROL.test(name)) return fail('A campaign name cannot hold control characters.')
  return { ok: true, beacon: { path, landing, campaign: name } }
}
