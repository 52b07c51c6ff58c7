import type { CollectionSlug, PayloadRequest } from 'payload'
import { hasAutosaveEnabled } from 'payload/shared'
import { touchedOnly } from '@collections/untouched'

/** What marketers change. */
const CONTENT: CollectionSlug[] = [
  'pages',
  'posts',
  'claims',
  'plans',
  'price-books',
  'calculators',
  'case-studies',
  'faq-items',
  'testimonials',
]

/** A collection's name for one document, and the field its documents are known by. */
function describe(req: PayloadRequest, slug: CollectionSlug) {
  const config = req.payload.collections[slug]?.config
  const singular = config?.labels.singular
  return {
    label: typeof singular === 'string' ? singular : slug,
    titleField: config?.admin.useAsTitle ?? 'id',
  }
}

const docTitle = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field]
  return typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
}

type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: number | string } }

/**
 * Pages and posts set to publish or unpublish at a later time, soonest first (at most ten), as
 * the signed-in editor may read them. Payload keeps schedules as jobs, which only its runner reads.
 */
export async function scheduledChanges(req: PayloadRequest) {
  const { docs: jobs } = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      hasError: { not_equals: true },
    },
    sort: 'waitUntil',
    limit: 10,
    depth: 0,
  })
  return Promise.all(
    jobs.map(async (job) => {
      const input = (job.input ?? {}) as ScheduleInput
      const slug = input.doc?.relationTo as CollectionSlug | undefined
      const id = input.doc?.value
      const kind = slug ? describe(req, slug) : undefined
      const doc =
        slug && id !== undefined
          ? await req.payload.findByID({
              collection: slug,
              id,
              depth: 0,
              draft: true,
              disableErrors: true,
              overrideAccess: false,
              req,
            })
          : null
      return {
        id: job.id,
        href: slug && id !== undefined ? `/admin/collections/${slug}/${id}` : undefined,
        title: doc
          ? docTitle(doc as unknown as Record<string, unknown>, kind?.titleField ?? 'id')
          : 'Deleted',
        kind: kind?.label ?? slug ?? '',
        unpublishes: input.type === 'unpublish',
        at: job.waitUntil ?? null,
      }
    }),
  )
}

/** Content (drafts included) changed since `since`, newest first, at most twelve documents. */
export async function recentChanges(req: PayloadRequest, since: string) {
  const lists = await Promise.all(
    CONTENT.map(async (slug) => {
      const kind = describe(req, slug)
      // A draft Create New made and nobody saved is no change.
      const marked = hasAutosaveEnabled(req.payload.collections[slug]!.config)
      const { docs } = await req.payload.find({
        collection: slug,
        where: {
          and: [{ updatedAt: { greater_than: since } }, ...(marked ? [touchedOnly] : [])],
        },
        sort: '-updatedAt',
        limit: 10,
        depth: 0,
        draft: true,
        overrideAccess: false,
        req,
      })
      return docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown> & { updatedAt: string }
        return {
          key: `${slug}-${String(record.id)}`,
          href: `/admin/collections/${slug}/${String(record.id)}`,
          title: docTitle(record, kind.titleField),
          kind: kind.label,
          updatedAt: record.updatedAt,
        }
      })
    }),
  )
  return lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 12)
}
