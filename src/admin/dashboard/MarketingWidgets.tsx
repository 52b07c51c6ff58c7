import type { CollectionSlug, WidgetServerProps } from 'payload'
import Link from 'next/link'
import { isEditorUser } from '@/lib/access'
import { auditClaims } from '@/lib/claims'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { Widget, weekAgo } from './Widget'

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

type Req = WidgetServerProps['req']

/** A collection's name for one document, and the field its documents are known by. */
function describe(req: Req, slug: CollectionSlug) {
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

/** Pages and posts set to publish or unpublish at a later time, soonest first. */
export async function Scheduled({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  // Payload keeps schedules as jobs, which only its runner reads; editors see what they schedule.
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
  const rows = await Promise.all(
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
        action: input.type === 'unpublish' ? 'Unpublishes' : 'Publishes',
        when: job.waitUntil ? formatUtc(job.waitUntil) : 'soon',
      }
    }),
  )
  return (
    <Widget title="Scheduled">
      {rows.length === 0 ? (
        <p>Nothing is scheduled. Schedule a page or post from its Publish menu.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {rows.map((row) => (
            <li key={row.id}>
              {row.href ? <Link href={row.href}>{row.title}</Link> : row.title}
              <span>
                {row.kind} · {row.action} {row.when}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  )
}

/** Content changed in the last seven days, newest first. */
export async function RecentChanges({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  const since = weekAgo()
  const lists = await Promise.all(
    CONTENT.map(async (slug) => {
      const kind = describe(req, slug)
      const { docs } = await req.payload.find({
        collection: slug,
        where: { updatedAt: { greater_than: since } },
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
  const changes = lists
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 12)
  return (
    <Widget title="Changed this week">
      {changes.length === 0 ? (
        <p>No content has changed in the last seven days.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {changes.map((change) => (
            <li key={change.key}>
              <Link href={change.href}>{change.title}</Link>
              <span>
                {change.kind} · {formatUtc(change.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  )
}

/** Claims whose pages show different readings, with the way to the audit. */
export async function ClaimConflicts({ req }: WidgetServerProps) {
  if (!isEditorUser(req.user)) return null
  const { docs } = await req.payload.find({
    collection: 'claims',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const ids = new Map(docs.map((doc) => [doc.key, doc.id]))
  const conflicts = auditClaims(
    docs.map((doc) => ({ key: doc.key, topic: doc.topic, readings: doc.readings ?? [] })),
  ).filter((claim) => claim.conflicting)
  return (
    <Widget title={`Claim conflicts (${conflicts.length})`}>
      {conflicts.length === 0 ? (
        <p>Every claim reads the same on every page that shows it.</p>
      ) : (
        <ul className="lp-dashboard__list">
          {conflicts.map((claim) => (
            <li key={claim.key}>
              <Link href={`/admin/collections/claims/${ids.get(claim.key)}`}>{claim.topic}</Link>
              <span>Differs: {claim.values.join(' vs ')}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/admin/claims-audit">Open the claims audit</Link>
      </p>
    </Widget>
  )
}
