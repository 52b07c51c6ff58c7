import { cache } from 'react'
import { collectionTag } from '@/lib/cache-tags'
import { fillClaims, readingFor, type ClaimLike } from '@/lib/claims'
import type { Claim } from '@/payload-types'
import { tagged } from './cached'
import { payloadClient } from './payload'
import { publishedOrDrafts } from './preview'

/** Every published claim (a few dozen at most). */
const publishedClaims = tagged(
  'claims',
  () => [collectionTag('claims')],
  async (): Promise<Claim[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'claims',
      where: { _status: { equals: 'published' } },
      limit: 500,
      pagination: false,
      depth: 0,
    })
    return docs
  },
)

/** The claims a page's copy reads, once per render: published, or the drafts in a preview. */
const getClaims = cache(() =>
  publishedOrDrafts(publishedClaims, { collection: 'claims', sort: 'id', depth: 0 }),
)

const asClaims = (docs: Claim[]): ClaimLike[] =>
  docs.map((d) => ({ key: d.key, topic: d.topic, readings: d.readings ?? [] }))

/** Copy with its `{{claim}}` tokens filled for the page at `path`. */
export async function withClaims(text: string | null | undefined, path: string): Promise<string> {
  if (!text) return ''
  if (!text.includes('{{')) return text
  return fillClaims(text, asClaims(await getClaims()), path)
}

/** The reading of one claim for a page (stats rows). */
export async function claimReading(claimOrId: Claim | number | null | undefined, path: string) {
  if (!claimOrId) return undefined
  const id = typeof claimOrId === 'object' ? claimOrId.id : claimOrId
  const claim = (await getClaims()).find((c) => c.id === id)
  return claim ? readingFor({ key: claim.key, readings: claim.readings ?? [] }, path) : undefined
}
