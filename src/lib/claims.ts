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

export type ClaimAudit = {
  key: string
  topic: string
  readings: Reading[]
  values: string[]
  conflicting: boolean
}

/** Side-by-side readings of a claim, flagged when pages disagree. */
export function auditClaim(claim: ClaimLike): ClaimAudit {
  const readings = claim.readings ?? []
  const values = [...new Set(readings.map((r) => r.value.trim()))]
  return {
    key: claim.key,
    topic: claim.topic ?? claim.key,
    readings,
    values,
    conflicting: values.length > 1,
  }
}

/** Conflicting claims first, then by topic. */
export function auditClaims(claims: ClaimLike[]): ClaimAudit[] {
  return claims
    .map(auditClaim)
    .sort((a, b) => Number(b.conflicting) - Number(a.conflicting) || a.topic.localeCompare(b.topic))
}
