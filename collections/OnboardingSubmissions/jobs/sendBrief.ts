import type { TaskConfig } from 'payload'
import { briefClientName, briefCompanyName, briefFileName } from '@/lib/onboarding/brief'
import { DELIVERY_ATTEMPTS, deliverOnce } from './delivery'

/**
 * E-mails a submission's brief to the internal recipients in site settings, once. Retried with
 * exponential back-off; each submission records its attempts and whether the brief arrived.
 */
export const sendBriefTask: TaskConfig<'sendBrief'> = {
  slug: 'sendBrief',
  label: 'Send client brief',
  retries: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [
    { name: 'submission', type: 'number', required: true },
    // The how-many-th re-send staff asked for; none for the e-mail sent on receipt.
    { name: 'resend', type: 'number' },
  ],
  handler: ({ input, job, req }) =>
    deliverOnce(
      req.payload,
      input.submission,
      { ...job, resend: input.resend },
      'brief',
      async (doc) => {
        const settings = await req.payload.findGlobal({
          slug: 'site-settings',
          depth: 0,
          select: { briefRecipients: true },
        })
        const to = (settings.briefRecipients ?? []).map((r) => r.email)
        if (!to.length) throw new Error('No brief recipients are set in Site settings.')
        const name = briefClientName(doc as { name?: string })
        const company = briefCompanyName(doc as { companyName?: string; company?: string })
        return {
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
        }
      },
    ),
}
