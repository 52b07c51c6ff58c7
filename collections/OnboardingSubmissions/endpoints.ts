import type { Endpoint } from 'payload'
import { briefFileName } from '@/lib/onboarding/brief'

/** GET /api/onboarding-submissions/:id/brief: the brief as a Markdown download, for ops. */
export const briefEndpoint: Endpoint = {
  path: '/:id/brief',
  method: 'get',
  handler: async (req) => {
    const id = req.routeParams?.id
    try {
      // The collection's own read access applies: ops and admins only.
      const doc = await req.payload.findByID({
        collection: 'onboarding-submissions',
        id: String(id),
        overrideAccess: false,
        req,
      })
      const name = briefFileName(doc.name, new Date(doc.createdAt))
      return new Response(doc.brief ?? '', {
        headers: {
          'Content-Type': 'text/markdown; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 404
      return Response.json(
        {
          message:
            status === 403 ? 'You are not allowed to read submissions.' : 'Submission not found.',
        },
        { status: status === 403 ? 403 : 404 },
      )
    }
  },
}
