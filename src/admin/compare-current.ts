import type { CollectionSlug, GlobalSlug } from 'payload'
import { headers } from 'next/headers'
import { payloadClient } from '@/data/payload'

type SearchParams = { [key: string]: string | string[] | undefined }

/** The document (or global) and version a version screen's address names, if it is one. */
function versionScreen(
  segments: string[],
):
  { collection: string; id: string; version: string } | { global: string; version: string } | null {
  const [kind, slug, ...rest] = segments
  if (kind === 'collections' && rest.length === 3 && rest[1] === 'versions') {
    return { collection: slug, id: rest[0], version: rest[2] }
  }
  if (kind === 'globals' && rest.length === 2 && rest[0] === 'versions') {
    return { global: slug, version: rest[1] }
  }
  return null
}

/**
 * Where a version's compare screen should open instead, when its address names no version to
 * compare with: the same screen compared against the current (latest) version of the document,
 * so an editor sees what restoring it would change. Null when the address already names one,
 * when the version shown is the current one (it is then compared with the one before, as
 * Payload does), or when the signed-in user may not read the versions (Payload's own screen then
 * answers as it does).
 */
export async function compareWithCurrent(
  segments: string[],
  searchParams: SearchParams,
): Promise<string | null> {
  if (searchParams.versionFrom) return null
  const screen = versionScreen(segments)
  if (!screen) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user) return null
  const read = { sort: '-updatedAt', limit: 1, depth: 0, user, overrideAccess: false } as const
  let latest: string | number | undefined
  try {
    const { docs } =
      'collection' in screen
        ? Object.hasOwn(payload.collections, screen.collection)
          ? await payload.findVersions({
              collection: screen.collection as CollectionSlug,
              where: { parent: { equals: screen.id } },
              ...read,
            })
          : { docs: [] }
        : payload.config.globals.some((global) => global.slug === screen.global)
          ? await payload.findGlobalVersions({ slug: screen.global as GlobalSlug, ...read })
          : { docs: [] }
    latest = docs[0]?.id
  } catch {
    // Not allowed, or not a document with versions: Payload's screen answers.
    return null
  }
  if (latest === undefined || String(latest) === screen.version) return null
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      query.append(key, one)
    }
  }
  query.set('versionFrom', String(latest))
  const path = segments.map(encodeURIComponent).join('/')
  return `${payload.config.routes.admin}/${path}?${query.toString()}`
}
