/**
 * Marketing claims as data. A claim (e.g. "leads per month") has one reading per page path that
 * shows it; copy refers to a claim with a `{{claim-key}}` token, filled with the reading for the
 * page it is on. Readings that differ between pages are conflicts the claims audit shows.
 */
export type Reading = { path: string; value: string; label?: string | null; place?: string | null }
export type ClaimLike = { key: string; topic?: string | null; readings?: Reading[] | null }

const TOKEN = /\{\{\s*([a-z0-9-]+)\s*\}\}/g

/** The reading a page at `path` shows: its own, else the claim's first reading. */
export function readingFor(claim: ClaimLike, path: string): Reading | undefined {
  const readings = claim.readings ?? []
  return readings.find((r) => r.path === path) ?? readings[0]
}

/** Replaces `{{key}}` tokens with the readings for `path`; unknown keys stay visible as written. */
export function fillClaims(text: string, claims: ClaimLike[], path: string): string {
  if (!text.includes('{{')) return text
  const byKey = new Map(claims.map((c) => [c.key, c]))
  return text.replace(TOKEN, (token, key: string) => {
    const claim = byKey.get(key)
    const reading = claim && readingFor(claim, path)
    return reading ? reading.value : token
  })
}

/** Every claim key a text refers to. */
export function claimKeysIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1])
}

/** A `{{key}}` token found in a document, with the field path it sits at (`layout.2.heading`). */
export type FoundToken = { key: string; path: string }

/** Every `{{key}}` token in any text of a document (blocks, arrays and groups walked through). */
export function tokensIn(value: unknown, path = ''): FoundToken[] {
  if (typeof value === 'string') return claimKeysIn(value).map((key) => ({ key, path }))
  const join = (k: string | number) => (path ? `${path}.${k}` : String(k))
  if (Array.isArray(value)) return value.flatMap((v, i) => tokensIn(v, join(i)))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => tokensIn(v, join(k)))
  return []
}

/** The tokens whose key is not a claim, each once per field. */
export function unknownTokens(found: FoundToken[], knownKeys: Iterable<string>): FoundToken[] {
  const known = new Set(knownKeys)
  const seen = new Set<string>()
  return found.filter((t) => {
    const id = `${t.path}|${t.key}`
    if (known.has(t.key) || seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/** What a save is told about an unknown token. */
export function unknownTokenMessage(key: string): string {
  return `{{${key}}} is not a claim. Check the spelling, or add a claim with the key "${key}" under Claims.`
}

/** The ids of claims a document refers to through `claim` relationship fields (stats rows). */
export function claimIdsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(claimIdsIn)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) => {
    if (k === 'claim') {
      const id = typeof v === 'object' && v ? (v as { id?: unknown }).id : v
      return typeof id === 'number' ? [id] : []
    }
    return claimIdsIn(v)
  })
}

/** A page that shows claims: its path and the keys of the claims on it. */
export type ClaimUsage = { path: string; title?: string | null; keys: string[] }

/** What one page shows of a claim: its own reading, or (without one) the claim's first reading. */
type Shown = { path: string; title?: string | null; value: string; own: boolean }

export type ClaimAudit = {
  key: string
  topic: string
  readings: Reading[]
  /** Pages that show the claim without a reading of their own, with the reading they fall back to. */
  fallbacks: Shown[]
  values: string[]
  conflicting: boolean
}

/** Side-by-side readings of a claim, and the pages that fall back to its first reading. */
function auditClaim(claim: ClaimLike, usage: ClaimUsage[]): ClaimAudit {
  const readings = claim.readings ?? []
  const own = new Set(readings.map((r) => r.path))
  const first = readings[0]
  const fallbacks: Shown[] = first
    ? usage
        .filter((u) => u.keys.includes(claim.key) && !own.has(u.path))
        .map((u) => ({ path: u.path, title: u.title, value: first.value, own: false }))
    : []
  const values = [...new Set(readings.map((r) => r.value.trim()))]
  return {
    key: claim.key,
    topic: claim.topic ?? claim.key,
    readings,
    fallbacks,
    values,
    conflicting: values.length > 1,
  }
}

/**
 * Every claim with its readings and every page that shows it, whichever reading that page uses;
 * conflicting claims first, then by topic.
 */
export function auditClaims(claims: ClaimLike[], usage: ClaimUsage[] = []): ClaimAudit[] {
  return claims
    .map((claim) => auditClaim(claim, usage))
    .sort((a, b) => Number(b.conflicting) - Number(a.conflicting) || a.topic.localeCompare(b.topic))
}
