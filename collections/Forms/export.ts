import type { Endpoint } from 'payload'
import { attachment } from '@/lib/content-disposition'
import { entriesCsv, type ExportedEntry } from '@/lib/forms'
import { isoDate } from '@/lib/onboarding/brief'
import { recordAccess } from '../AuditLog'
import { listWhere } from '../OnboardingSubmissions/endpoints'

/** The fields the entries list's search box looks in; the export searches the same ones. */
const SEARCHABLE = ['email', 'name']

/**
 * GET /api/form-submissions/export-csv: every entry matching the list's filters and search (not
 * one page; never a restricted person's) as CSV, for ops and admins; recorded in the audit log.
 */
export const entryExportEndpoint: Endpoint = {
  path: '/export-csv',
  method: 'get',
  handler: async (req) => {
    const sort = typeof req.query.sort === 'string' ? req.query.sort : '-createdAt'
    let docs
    try {
      ;({ docs } = await req.payload.find({
        collection: 'form-submissions',
        where: listWhere(req, SEARCHABLE),
        sort,
        pagination: false,
        depth: 1,
        overrideAccess: false,
        req,
      }))
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400
      if (status === 403 || status === 401) {
        return Response.json(
          { message: 'You are not allowed to read form entries.' },
          { status: 403 },
        )
      }
      return Response.json({ message: 'Those filters cannot be exported.' }, { status: 400 })
    }
    await recordAccess(
      req,
      `Exported ${docs.length} form entr${docs.length === 1 ? 'y' : 'ies'} as CSV`,
    )
    return new Response(entriesCsv(docs as unknown as ExportedEntry[]), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(`form-entries-${isoDate(new Date())}.csv`),
        'Cache-Control': 'no-store',
      },
    })
  },
}
