import { ValidationError, type CollectionSlug, type Field, type FieldHook } from 'payload'
import { SLUG_PATTERN, slugify } from '@/lib/paths'

type Titled = { id: number | string; title?: string | null; _status?: string | null }

/**
 * Refuses a slug another document of the collection already holds, naming that document (and
 * whether it is an unpublished draft), instead of the database's bare "slug is invalid". Checked
 * whenever the save writes the document itself: on creation, on publishing, and on every save of
 * a collection without drafts (a draft of a published document is only a version until then).
 */
const refuseTakenSlug: FieldHook = async ({
  value,
  data,
  originalDoc,
  operation,
  req,
  collection,
}) => {
  if (typeof value !== 'string' || !value || !collection) return value
  const writesDocument =
    operation === 'create' || !collection.versions?.drafts || data?._status === 'published'
  if (!writesDocument) return value
  const ownId = originalDoc?.id
  const { docs } = await req.payload.find({
    collection: collection.slug as CollectionSlug,
    where: {
      and: [
        { slug: { equals: value } },
        ...(ownId === undefined ? [] : [{ id: { not_equals: ownId } }]),
      ],
    },
    depth: 0,
    limit: 1,
    req,
  })
  const holder = docs[0] as Titled | undefined
  if (!holder) return value
  const singular = String(collection.labels?.singular ?? 'document').toLowerCase()
  const state = holder._status === 'draft' ? ' (a draft that was never published)' : ''
  const message = `"${value}" is already the address of the ${singular} "${holder.title ?? holder.id}"${state}. Choose another address, or rename or delete that ${singular} first.`
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: 'slug', message, label: `Slug: ${message}` }],
  })
}

/** A unique URL slug, filled from the title when left empty. */
export const slugField = (from = 'title'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'The address of the page, e.g. pricing-overview. "home" is /.',
  },
  hooks: {
    beforeValidate: [
      // Empty stays empty (null), so untitled drafts never collide on the unique index.
      ({ value, data }) =>
        (typeof value === 'string' && value.trim()
          ? value.trim()
          : slugify(String(data?.[from] ?? ''))) || null,
    ],
    beforeChange: [refuseTakenSlug],
  },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, numbers and hyphens (and / for nested pages).',
})
