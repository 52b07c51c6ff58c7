import type {
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  TaskConfig,
} from 'payload'
import { jobsInFlight } from '@workarounds/jobs'
import { overHttp, requestedEmail } from '../auth'
import { resetEmailHtml, resetEmailSubject } from '../reset-email'

/**
 * A password reset request is answered at once and its e-mail goes out through the jobs queue:
 * the answer never waits for the SMTP server, whose delay would tell a staff address from one
 * nobody has, and an e-mail the SMTP server refuses is retried. The server's own local API calls
 * keep Payload's direct sending.
 */

/** Users `beforeOperation` hook: Payload stores the reset token but sends nothing itself. */
export const sendResetLater: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  operation === 'forgotPassword' && overHttp(req) ? { ...args, disableEmail: true } : args

/**
 * Users `afterOperation` hook: queues the e-mail in the request's transaction. Payload runs it
 * only for an address that has an account, with the new token as the result.
 */
export const queueResetEmail: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (operation !== 'forgotPassword' || !overHttp(req) || typeof result !== 'string') return result
  const email = requestedEmail(args)
  if (!email) return result
  await req.payload.jobs.queue({
    task: 'sendPasswordReset',
    input: { email, token: result },
    req,
  })
  return result
}

/**
 * Sends one reset e-mail, unless its link no longer works (used, expired, or replaced by a newer
 * request while the SMTP server was refusing): a link that goes nowhere helps nobody.
 */
export const sendPasswordResetTask: TaskConfig<'sendPasswordReset'> = {
  slug: 'sendPasswordReset',
  label: 'Send a password reset e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'token', type: 'text', required: true },
  ],
  handler: async ({ input, job, req }) => {
    jobsInFlight.add(job.id)
    try {
      const live = await req.payload.db.findOne({
        collection: 'users',
        where: {
          and: [
            { email: { equals: input.email } },
            { resetPasswordToken: { equals: input.token } },
            { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          ],
        },
        req,
      })
      if (!live) {
        req.payload.logger.info({ job: job.id }, 'password_reset_link_no_longer_valid')
        return { output: {} }
      }
      await req.payload.sendEmail({
        to: input.email,
        subject: resetEmailSubject(),
        html: resetEmailHtml({ req, token: input.token }),
      })
      return { output: {} }
    } finally {
      jobsInFlight.delete(job.id)
    }
  },
}
