import { saveDraft } from '@/data/drafts'
import { checkDraftAnswers, draftSaveSchema } from '@/lib/onboarding/server-draft'
import { fieldErrors } from '@/lib/onboarding/schema'
import { clientKey } from '@/server/client-key'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'

/** The same room as a whole submission: a draft is at most the answers of four steps. */
const MAX_BYTES = 256 * 1024
/** Per client: a visitor saves once a step; an office behind one address has room to spare. */
const limiter = rateLimit({
  name: 'onboarding-draft',
  points: limitFromEnv(process.env.DRAFT_RATE_LIMIT, 60),
  seconds: 60,
})
/** A draft carries the visitor's personal data: no cache may keep it. */
const PRIVATE = { 'Cache-Control': 'no-store' }

/**
 * PUT /api/onboarding/draft: saves the wizard's progress once step 1 is valid. The answers of the
 * steps done are checked with each step's rules (400 with the messages, nothing saved). 200 with
 * the draft (its token on the first save); 409 `{ conflict: draft }` when another device saved a
 * newer revision, which is not overwritten; 409 `{ sent: true }` when the answers were sent
 * already; 403 without the draft's token.
 */
export async function PUT(request: Request): Promise<Response> {
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'Too many saves from your network. Please wait a moment.',
      limit.retryAfter,
    )
  }
  const body = await readJson(request, MAX_BYTES)
  if (!body.ok) return body.response
  const parsed = draftSaveSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(400, 'This save could not be read.', { errors: fieldErrors(parsed.error) })
  }
  const checked = checkDraftAnswers(parsed.data.answers, parsed.data.stepsDone)
  if (!checked.ok) {
    return jsonError(400, 'Some answers need your attention.', { errors: checked.errors })
  }
  try {
    const result = await saveDraft(parsed.data, checked.answers)
    switch (result.kind) {
      case 'saved':
        return Response.json({ draft: result.draft }, { headers: PRIVATE })
      case 'conflict':
        return jsonError(
          409,
          'These answers were changed on another device or tab since this one last saved.',
          { conflict: result.draft },
          PRIVATE,
        )
      case 'sent':
        return jsonError(409, 'These answers have already been sent.', { sent: true }, PRIVATE)
      case 'forbidden':
        return jsonError(403, 'This browser cannot change these answers. Please reload the page.')
    }
  } catch {
    return jsonError(
      503,
      'We could not save your progress just now. Your answers are kept in this browser.',
    )
  }
}
