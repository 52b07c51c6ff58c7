import type { Endpoint } from 'payload'
import { attachment } from '@/lib/content-disposition'
import { formatUtc } from '@/lib/onboarding/submission-labels'
import { isoDate } from '@/lib/onboarding/brief'
import { plural, readRequest, recordAction } from './answer'
import { findHeld } from './holdings'

const FORMATS = {
  json: { type: 'application/json; charset=utf-8', extension: 'json', label: 'JSON' },
  text: { type: 'text/plain; charset=utf-8', extension: 'txt', label: 'readable text' },
} as const

const underline = (heading: string, mark: string) => `${heading}\n${mark.repeat(heading.length)}`

/**
 * GET /api/data-requests/:id/export?format=json|text: everything held for the request's address,
 * for ops and admins to send to the person: JSON (every stored field, to take elsewhere) or a
 * readable text file (each record's answers under their headings). Each export is recorded on
 * the request and in the access log.
 */
export const exportEndpoint: Endpoint = {
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    const format = req.query.format === 'text' ? 'text' : 'json'
    const request = await readRequest(req, String(req.routeParams?.id))
    if (!request) {
      return Response.json({ message: 'Data request not found.' }, { status: 404 })
    }
    if (request.erasedAt || !request.email) {
      return Response.json(
        { message: 'This person’s data was erased: nothing is held to export.' },
        { status: 410 },
      )
    }
    const email = request.email
    const held = await findHeld(req, email)
    const now = new Date()
    const body =
      format === 'json'
        ? JSON.stringify(
            {
              exportedAt: now.toISOString(),
              emailAddress: email,
              records: Object.fromEntries(
                held.map(({ holder, records }) => [
                  holder.collection,
                  records.map((record) => record.stored),
                ]),
              ),
            },
            null,
            2,
          )
        : [
            underline(`Personal data held by Leadpilot for ${email}`, '='),
            `Exported ${formatUtc(now.toISOString())}.`,
            ...held.map(({ holder, records }) =>
              [
                underline(holder.label, '-'),
                records.length === 0
                  ? 'Nothing held.'
                  : records
                      .map((record) =>
                        [
                          record.title,
                          ...record.readable.map(([heading, value]) => `${heading}: ${value}`),
                        ].join('\n'),
                      )
                      .join('\n\n'),
              ].join('\n\n'),
            ),
          ].join('\n\n') + '\n'
    const count = held.reduce((sum, { records }) => sum + records.length, 0)
    await recordAction(
      req,
      request,
      `Exported a copy of ${plural(count, 'record')} (${FORMATS[format].label})`,
    )
    return new Response(body, {
      headers: {
        'Content-Type': FORMATS[format].type,
        'Content-Disposition': attachment(
          `leadpilot-data-${request.id}-${isoDate(now)}.${FORMATS[format].extension}`,
        ),
        'Cache-Control': 'no-store',
      },
    })
  },
}
