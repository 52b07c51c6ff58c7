import * as z from 'zod/mini'
import { findForm, storeEntry } from '@/data/forms'
import { checkEntry, HONEYPOT_FIELD } from '@/lib/forms'
import { attributionSchema } from '@/lib/onboarding/attribution'
import { clientKey } from '@/server/client-key'
import { checkFormToken } from '@/server/form-token'
import { jsonError, readJson, tooManyRequests } from '@/server/http'
import { logger } from '@/server/logger'
import { limitFromEnv, rateLimit } from '@/server/rate-limit'
import { siteUrl } from '@/server/site-url'

/** Largest accepted entry: forty fields of a few pages each, with room to spare. */
const MAX_BYTES = 256 * 1024
/** Per client: a person sends a form or two; a flood is refused. */
const limiter = rateLimit({
  name: 'forms',
  points: limitFromEnv(process.env.FORM_RATE_LIMIT, 10),
  seconds: 600,
})
/** The answer may repeat what the visitor typed: no cache may keep it. */
const PRIVATE = { 'Cache-Control': 'no-store' }

const requestSchema = z.object({
  formId: z.number().check(z.int(), z.positive()),
  entryId: z.uuid(),
  token: z.string(),
  values: z.record(z.string(), z.unknown()),
  pagePath: z.optional(z.string().check(z.maxLength(300), z.startsWith('/'))),
  attribution: z.optional(attributionSchema),
  [HONEYPOT_FIELD]: z.optional(z.unknown()),
})

const TOKEN_MESSAGES = {
  'too-fast':
    'That was quicker than a person can fill in this form. Please check your answers and send it again.',
  invalid: 'This form has expired. We have refreshed it: please send it again.',
  expired: 'This form has expired. We have refreshed it: please send it again.',
} as const

/** A form is sent only from the site's own pages: a browser names the page's origin. */
function fromOtherSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin !== new URL(siteUrl()).origin
  return request.headers.get('sec-fetch-site') === 'cross-site'
}

/**
 * POST /api/form-entries: an entry of a form built in the admin. Only from the site's own pages (the
 * browser's Origin, and a JSON body no other site's form can send); limited per client; checked
 * against the form's own fields. Bots are turned away without a third party: a field people never
 * see must stay empty, and the form's signed time token must show it was open long enough for a
 * person to fill in. 201 stored, 200 the same entry sent again, 400 with each field's message,
 * 403 from another site, 404 no such form, 413/415/429, 503 when the database is away. Nothing is
 * stored from a refused request.
 */
export async function POST(request: Request): Promise<Response> {
  if (fromOtherSite(request)) {
    return jsonError(403, 'This form can only be sent from our website.', {}, PRIVATE)
  }
  const limit = await limiter.take(clientKey(request.headers))
  if (!limit.ok) {
    return tooManyRequests(
      'You have sent several forms in a short time. Please wait a few minutes and try again.',
      limit.retryAfter,
    )
  }
  const body = await readJson(request, MAX_BYTES)
  if (!body.ok) return body.response
  const parsed = requestSchema.safeParse(body.value)
  if (!parsed.success) {
    return jsonError(400, 'The form was not sent correctly. Please reload the page and try again.')
  }
  const input = parsed.data
  const trap = input[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== '' && trap !== null) {
    return jsonError(
      400,
      'We could not accept this form because a field meant to stay empty was filled in. If you are a person, please reload the page and send it again.',
      { code: 'bot' },
      PRIVATE,
    )
  }
  const token = checkFormToken(input.token, input.formId)
  if (!token.ok) {
    return jsonError(400, TOKEN_MESSAGES[token.reason], { code: 'token' }, PRIVATE)
  }

  try {
    const form = await findForm(input.formId)
    if (!form) {
      return jsonError(
        404,
        'This form is no longer available. Please reload the page.',
        {},
        PRIVATE,
      )
    }
    const entry = checkEntry(form.fields, input.values)
    if (!entry.ok) {
      return jsonError(400, 'Some answers need your attention.', { errors: entry.errors }, PRIVATE)
    }
    const { created } = await storeEntry({
      entryId: input.entryId,
      form: form.id,
      submissionData: entry.submissionData,
      email: entry.email,
      name: entry.name,
      pagePath: input.pagePath ?? null,
      attribution: input.attribution,
    })
    logger.info({ form: form.id }, created ? 'form_entry_stored' : 'form_entry_repeated')
    return Response.json({ ok: true }, { status: created ? 201 : 200, headers: PRIVATE })
  } catch (error) {
    logger.error({ err: error }, 'form_entry_failed')
    return jsonError(
      503,
      'We could not send your form just now. Your answers are still here: please try again in a few minutes.',
      {},
      PRIVATE,
    )
  }
}
