import type { CollectionSlug, Payload } from 'payload'

/**
 * A relationship in seed data, written by the related document's key instead of its database
 * id (which is not known until it is created): `priceBook: ref('price-books', 'main')`.
 */
export interface SeedRef {
  $ref: { collection: CollectionSlug; field: string; value: string }
}

export function ref(collection: CollectionSlug, value: string, field = 'key'): SeedRef {
  return { $ref: { collection, field, value } }
}

function isRef(value: unknown): value is SeedRef {
  return Boolean(value && typeof value === 'object' && '$ref' in value)
}

/** Replaces every SeedRef in `value` with the id of the document it names. */
export async function resolveRefs<T>(payload: Payload, value: T): Promise<T> {
  const ids = new Map<string, number | string>()
  const resolve = async (node: unknown): Promise<unknown> => {
    if (isRef(node)) {
      const { collection, field, value: key } = node.$ref
      const cacheKey = `${collection}:${field}:${key}`
      if (!ids.has(cacheKey)) {
        const { docs } = await payload.find({
          collection,
          where: { [field]: { equals: key } },
          draft: true,
          depth: 0,
          limit: 1,
        })
        if (!docs[0]) throw new Error(`Seed reference not found: ${cacheKey}`)
        ids.set(cacheKey, docs[0].id)
      }
      return ids.get(cacheKey)
    }
    if (Array.isArray(node)) return Promise.all(node.map(resolve))
    if (node && typeof node === 'object') {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(node)) out[k] = await resolve(v)
      return out
    }
    return node
  }
  return (await resolve(value)) as T
}
