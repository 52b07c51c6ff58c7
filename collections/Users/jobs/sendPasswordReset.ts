import { APIError, addDataAndFileToRequest, type Endpoint, type TaskConfig } from 'payload'
import { throttleResetRequest } from '../auth'

/**
 * A password reset request is answered after the same work whatever the address: it is checked,
 * counted and queued. Whether the address has an account is decided later, by the jobs queue, so
 * neither the answer nor its timing tells a staff address from one nobody has, and the request
 * never waits for the SMTP server.
 */

/** The address as accounts store it (lower case, trimmed), or '' when the request names none. */
const addressOf = (data: unknown): string => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

/**
 * POST /api/users/forgot-password, in place of Payload's own endpoint (a collection's own
 * endpoints are matched before Payload's): answers as Payload does, with the reset left to the
 * queue.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = addressOf(req.data)
    if (!email) throw new APIError('Enter the e-mail address of your account.', 400, null, true)
    await throttleResetRequest(req, email)
    await req.payload.jobs.queue({ task: 'sendPasswordReset', input: { email }, req })
    return Response.json({ message: req.t('general:success') })
  },
}

/**
 * Payload's own password reset for one address, run by the queue: for an account, a new link
 * (the previous one stops working) and its e-mail; for an address nobody has, nothing. A send
 * the SMTP server refuses fails the job, which is retried with a fresh link. Payload itself
 * ignores a second request for one account within 15 seconds.
 */
export const sendPasswordResetTask: TaskConfig<'sendPasswordReset'> = {
  slug: 'sendPasswordReset',
  label: 'Send a password reset e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    await req.payload.forgotPassword({ collection: 'users', data: { email: input.email }, req })
    return { output: {} }
  },
}
