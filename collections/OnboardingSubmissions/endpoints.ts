import type { Endpoint, PayloadRequest, Where } from 'payload'
import { attachment } from '@/lib/content-disposition'
import { briefFileName, isoDate } from '@/lib/onboarding/brief'
import { submissionsCsv } from '@/lib/onboarding/submission-csv'
import { recordAccess, recordOpening } from '../AuditLog'

const COLLECTION = 'onboarding-submissions' as const

/** The fields the list's search box looks in; the export searches the same ones. */
export const SEARCHABLE_FIELDS = ['name', 'email', 'company', 'companyName']

const refused = (status: number) =>
  Response.json(
    {
      message:
        status === 403 ? 'You are not allowed to read submissions.' : 'Submission not found.',
    },
    { status: status === 403 ? 403 : 404 },
  )

/** GET /api/onboarding-submissions/:id/brief: the brief as a Markdown download, for ops. */
export const briefEndpoint: Endpoint = {
  path: '/:id/brief',
  method: 'get',
  handler: async (req) => {
    const id = req.routeParams?.id
    let doc
    try {
      // The collection's own read access applies: ops and admins only.
      doc = await req.payload.findByID({
        collection: COLLECTION,
        id: String(id),
        overrideAccess: false,
        req,
        context: { accessRecorded: true },
      })
    } catch (error) {
      return refused((error as { status?: number }).status ?? 404)
    }
    if (doc.restricted) {
      return Response.json(
        {
          message:
            'This person has restricted the use of their data: their brief cannot be downloaded. Their data request holds a copy for them.',
        },
        { status: 403 },
      )
    }
    await recordAccess(req, `Downloaded the brief of submission ${doc.submissionId}`)
    const name = briefFileName(doc.name, new Date(doc.createdAt))
    return new Response(doc.brief ?? '', {
      headers: {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': attachment(name),
        'Cache-Control': 'no-store',
      },
    })
  },
}

/**
 * The list's filters and search, as the list view puts them in its address, searching `searchable`
 * as the list's search box does.
 */
export function listWhere(req: PayloadRequest, searchable = SEARCHABLE_FIELDS): Where {
  const query = req.query as { where?: Where; search?: unknown }
  // A restricted person's records are left out of every export.
  const and: Where[] = [
    { or: [{ restricted: { equals: false } }, { restricted: { exists: false } }] },
  ]
  if (query.where && typeof query.where === 'object') and.push(query.where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) and.push({ or: searchable.map((field) => ({ [field]: { like: search } })) })
  return { and }
}

/**
 * GET /api/onboarding-submissions/export-csv: every submission matching the list's filters and
 * search (not one page of them; never a restricted one) as CSV with headings and values ops read, for ops and admins.
 */
export const csvEndpoint: Endpoint = {
  path: '/export-csv',
  method: 'get',
  handler: async (req) => {
    const sort = typeof req.query.sort === 'string' ? req.query.sort : '-createdAt'
    let docs
    try {
      ;({ docs } = await req.payload.find({
        collection: COLLECTION,
        where: listWhere(req),
        sort,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        req,
      }))
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400
      if (status === 403 || status === 401) return refused(403)
      return Response.json({ message: 'Those filters cannot be exported.' }, { status: 400 })
    }
    await recordAccess(
      req,
      `Exported ${docs.length} submission${docs.length === 1 ? '' : 's'} as CSV`,
    )
    return new Response(submissionsCsv(docs), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(`onboarding-submissions-${isoDate(new Date())}.csv`),
        'Cache-Control': 'no-store',
      },
    })
  },
}

/** A staff member opening one submission (its page in the admin, or over REST) is recorded. */
export const recordOpened = recordOpening((doc) => `Opened submission ${String(doc.submissionId)}`)
