/**
 * Run by tests/unit/log-privacy.test.ts in a process of its own (the app's logger writes straight
 * to standard output): logs what could carry a visitor's data through the app's real logger and
 * e-mail settings.
 */
import { logger } from '@/server/logger'
import { emailAdapter } from '@/server/email-config'

class FailedQuery extends Error {
  params: unknown[]
  constructor(params: unknown[]) {
    super(
      `Failed query: insert into "onboarding_submissions" ("email") values ($1)\nparams: ${params}`,
    )
    this.params = params
    this.cause = Object.assign(new Error('duplicate key value'), { code: '23505' })
  }
}

const failed = new FailedQuery(['prospect@client.example'])
logger.error({ err: failed }, 'submission_failed')
logger.error(failed)

const adapter = await emailAdapter()
await adapter({ payload: { logger } as never }).sendEmail({
  to: 'prospect@client.example',
  cc: ['team@leadpilot.example'],
  subject: 'Client brief: Acme Widgets Ltd',
  text: 'Phone: 07700 900123',
})
logger.flush()
