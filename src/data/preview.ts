import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { isEditorUser } from '@/lib/access'
import type { CollectionSlug, DataFromCollectionSlug, Where } from 'payload'
import { touchedOnly } from '@collections/untouched'
import type { User } from '@/payload-types'
import { payloadClient } from './payload'

/** A preview request: the signed-in editor whose drafts it shows. */
export type Preview = { user: User } | null

/**
 * Whether this request shows drafts: draft mode is on and it carries a valid session of an
 * editor (admin or marketer), checked on every render. The draft-mode cookie alone shows nothing
 * but published content, so it stops working at logout or when the role is taken away.
 */
export const getPreview = cache(async (): Promise<Preview> => {
  if (!(await draftMode()).isEnabled) return null
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isEditorUser(user) ? { user: user as User } : null
})

/** The latest draft of a page or post by slug, read with the previewing editor's own access. */
export async function draftBySlug<C extends 'pages' | 'posts'>(
  collection: C,
  slug: string,
  preview: NonNullable<Preview>,
): Promise<DataFromCollectionSlug<C> | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft: true,
    user: preview.user,
    overrideAccess: false,
    // Another document's abandoned draft may hold the same slug: the one being edited (saved
    // last) is the one to show.
    sort: '-updatedAt',
    limit: 1,
    depth: collection === 'pages' ? 2 : 1,
  })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

type DraftQuery<C extends CollectionSlug> = {
  collection: C
  where?: Where
  sort: string
  depth: number
}

/**
 * The latest draft of each document, as the previewing editor may read it and uncached, so that
 * a preview follows every autosave: a document never published included, one Create New made and
 * nobody saved left out.
 */
export async function latestDrafts<C extends CollectionSlug>(
  preview: NonNullable<Preview>,
  { collection, where, sort, depth }: DraftQuery<C>,
): Promise<DataFromCollectionSlug<C>[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: where ? { and: [where, touchedOnly] } : touchedOnly,
    sort,
    depth,
    draft: true,
    user: preview.user,
    overrideAccess: false,
    pagination: false,
  })
  return docs as DataFromCollectionSlug<C>[]
}

/**
 * The documents a block shows (FAQ items, team members, case studies, claims): `published()`,
 * from the cache, for visitors; the latest drafts for an editor previewing. It reads the request's
 * draft mode and session, so it is called while rendering a request, never from a job or inside
 * `unstable_cache`.
 */
export async function publishedOrDrafts<C extends CollectionSlug>(
  published: () => Promise<DataFromCollectionSlug<C>[]>,
  drafts: DraftQuery<C>,
): Promise<DataFromCollectionSlug<C>[]> {
  const preview = await getPreview()
  return preview ? latestDrafts(preview, drafts) : published()
}
