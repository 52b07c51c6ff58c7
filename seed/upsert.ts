import type { CollectionSlug, Payload } from 'payload'
import { markdownToRichText } from './richtext'

/** Seeding never triggers page revalidation (there is no running site to refresh). */
export const seedContext = { disableRevalidate: true }

/** Turns every `<name>Markdown: string` in seed data into the rich-text field `<name>`. */
async function withRichText(payload: Payload, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => withRichText(payload, v)))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if (key.endsWith('Markdown') && typeof v === 'string') {
        out[key.slice(0, -'Markdown'.length)] = await markdownToRichText(payload, v)
      } else {
        out[key] = await withRichText(payload, v)
      }
    }
    return out
  }
  return value
}

/**
 * Creates each item whose `key` field value is not in the collection yet (drafts included) and
 * leaves existing documents untouched; in a collection with drafts they are created published
 * unless the item says otherwise. Returns how many it created.
 */
export async function createMissing<T>(
  payload: Payload,
  collection: CollectionSlug,
  key: string,
  items: T[],
  toData: (item: T) => Record<string, unknown>,
): Promise<number> {
  let created = 0
  const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
  for (const item of items) {
    const data = (await withRichText(payload, {
      ...(drafts ? { _status: 'published' } : {}),
      ...(toData(item) as object),
    })) as Record<string, unknown>
    const existing = await payload.find({
      collection,
      where: { [key]: { equals: data[key] } },
      limit: 1,
      draft: true,
      depth: 0,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection, data: data as never, context: seedContext })
    created++
  }
  return created
}
