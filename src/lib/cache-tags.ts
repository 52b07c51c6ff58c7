/**
 * Names of the Next.js cache tags that tie cached pages to the content they show. A query tags
 * its result with the collections (and, for pages and posts, the document) it read; publishing a
 * change revalidates the tags of whatever changed, so every page that showed it is rendered
 * afresh on its next request, on every app instance that shares the cache.
 */

/** Everything read from one collection (lists, and documents populated into others). */
export function collectionTag(collection: string): string {
  return `collection:${collection}`
}

/** One document, by the key public pages look it up with (its slug, else its id). */
export function documentTag(collection: string, key: string | number): string {
  return `collection:${collection}:${key}`
}

export function globalTag(global: string): string {
  return `global:${global}`
}

type Doc = { id?: string | number; slug?: unknown; _status?: 'draft' | 'published' | null }

/** The key a document is looked up by on public pages: its slug where it has one. */
function documentKey(doc: Doc): string | undefined {
  if (typeof doc.slug === 'string' && doc.slug !== '') return doc.slug
  return doc.id === undefined ? undefined : String(doc.id)
}

/** What a change of a document expires: its collection, and the document before and after. */
export function changedTags(collection: string, ...docs: Array<Doc | null | undefined>): string[] {
  const tags = new Set([collectionTag(collection)])
  for (const doc of docs) {
    const key = doc ? documentKey(doc) : undefined
    if (key !== undefined) tags.add(documentTag(collection, key))
  }
  return [...tags]
}

/**
 * Whether a save can change what visitors see: any save of an unversioned document, and a save
 * of a versioned one that is or was published. A draft of something never published is on no
 * live page, so saving it expires nothing.
 */
export function affectsLivePages(doc: Doc | undefined, previousDoc: Doc | undefined): boolean {
  if (!doc || doc._status === undefined) return true
  return doc._status === 'published' || previousDoc?._status === 'published'
}
