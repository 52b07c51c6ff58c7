import type { TaskConfig } from 'payload'
import { emailTransport } from '@/lib/email-config'
import { briefClientName, briefCompanyName, briefFileName } from '@/lib/onboarding/brief'

export const BRIEF_ATTEMPTS = 10

/**
 * E-mails a submission's brief to the internal recipients in site settings. Retried with
 * exponential back-off; each submission records its attempts and whether the brief arrived.
 * A brief already delivered is never sent again.
 */
export const sendBriefTask: TaskConfig<'sendBrief'> = {
  slug: 'sendBrief',
  label: 'Send client brief',
  retries: { attempts: BRIEF_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const collection = 'onboarding-submissions' as const
    const doc = await payload.findByID({
      collection,
      id: input.submission,
      depth: 0,
      overrideAccess: true,
    })
    if (doc.briefStatus === 'delivered') return { output: {} }

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const to = (settings.briefRecipients ?? []).map((r) => r.email)
    // The queue's own count of tries, so concurrent runners never lose one.
    const attempts = (job.totalTried ?? 0) + 1
    const name = briefClientName(doc as { name?: string })
    const company = briefCompanyName(doc as { companyName?: string; company?: string })
    try {
      if (!to.length) throw new Error('No brief recipients are set in Site settings.')
      await payload.sendEmail({
        to,
        subject: `New client brief: ${name}, ${company}`,
        text: doc.brief ?? '',
        attachments: [
          {
            filename: briefFileName(doc.name, new Date(doc.createdAt)),
            content: doc.brief ?? '',
            contentType: 'text/markdown',
          },
        ],
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // Recorded outside the job's own work, so the attempt stays on record when the job fails.
      await payload.update({
        collection,
        id: doc.id,
        data: {
          briefStatus: attempts >= BRIEF_ATTEMPTS ? 'failed' : 'retrying',
          briefDelivery: { attempts, lastError: message.slice(0, 500) },
        },
        overrideAccess: true,
        depth: 0,
      })
      throw error
    }
    await payload.update({
      collection,
      id: doc.id,
      data: {
        // Without SMTP settings the e-mail is only written to the log.
        briefStatus: emailTransport ? 'delivered' : 'logged',
        briefDelivery: { attempts, lastError: null, deliveredAt: new Date().toISOString() },
      },
      overrideAccess: true,
      depth: 0,
    })
    return { output: {} }
  },
}
