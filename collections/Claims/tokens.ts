import { ValidationError, type CollectionBeforeChangeHook, type Payload } from 'payload'
import { tokensIn, unknownTokenMessage, unknownTokens } from '@/lib/claims'

/** The keys of the published claims: the only ones a live page can fill. */
async function publishedClaimKeys(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'claims',
    where: { _status: { equals: 'published' } },
    select: { key: true },
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => d.key)
}

/** `layout.2.heading` as an editor reads it: "Layout › 3 › Heading". */
function readablePath(path: string): string {
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? String(Number(part) + 1)
        : part.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
    )
    .join(' › ')
}

/**
 * Refuses a save whose copy holds a `{{token}}` that names no published claim, naming the token
 * and the field, so a misspelt key is never published as literal text. Drafts save as typed;
 * the check runs when a document is published (or saved, where there are no drafts).
 */
export const rejectUnknownClaimTokens =
  (fields: string[]): CollectionBeforeChangeHook =>
  async ({ data, req, collection }) => {
    if (collection.versions?.drafts && data._status !== 'published') return data
    const found = fields.flatMap((field) => tokensIn(data[field], field))
    if (found.length === 0) return data
    const unknown = unknownTokens(found, await publishedClaimKeys(req.payload))
    if (unknown.length === 0) return data
    throw new ValidationError({
      collection: collection.slug,
      errors: unknown.map((t) => ({
        path: t.path,
        message: unknownTokenMessage(t.key),
        label: `${readablePath(t.path)} (${unknownTokenMessage(t.key)})`,
      })),
    })
  }
