import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hasRole } from '../../access'

const body = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date-time.' }),
  action: z.enum(['publish', 'unpublish']).default('publish'),
})

/**
 * `POST /api/posts/:id/schedule {"at": "2026-01-01T09:00:00Z", "action": "publish"}`: the REST
 * twin of the admin's "Schedule Publish" button. It queues the same `schedulePublish` job, which
 * the jobs runner (payload.config.ts, `jobs.autoRun`) executes once `at` has passed.
 */
export const schedulePostEndpoint: Endpoint = {
  path: '/:id/schedule',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin', 'marketer')) {
      return Response.json({ message: 'Only editors can schedule posts.' }, { status: 403 })
    }
    const parsed = body.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      return Response.json(
        { message: parsed.error.issues[0]?.message ?? 'Invalid request.' },
        { status: 400 },
      )
    }
    const id = Number(req.routeParams?.id)
    const post = Number.isInteger(id)
      ? await req.payload
          .findByID({ collection: 'posts', id, draft: true, depth: 0, disableErrors: true, req })
          .catch(() => null)
      : null
    if (!post) return Response.json({ message: 'No such post.' }, { status: 404 })

    const job = await req.payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: parsed.data.action,
        doc: { relationTo: 'posts', value: post.id },
        user: { relationTo: 'users', value: req.user!.id },
      },
      waitUntil: new Date(parsed.data.at),
      req,
    })
    return Response.json(
      { id: job.id, at: parsed.data.at, action: parsed.data.action },
      { status: 201 },
    )
  },
}
