import type { TaskConfig } from 'payload'
import { siteUrl } from '@/server/site-url'
import { briefClientName, briefFileName, isoDate } from '@/lib/onboarding/brief'
import { formatUtcDay } from '@/lib/onboarding/submission-labels'
import { DELIVERY_ATTEMPTS, deliverOnce, type Subject } from './delivery'

type Links = {
  brandName: string
  companyName: string
  companyAddress: string
  supportEmail: string
  onboardingCallUrl: string
  signupUrl?: string | null
  paymentUrl?: string | null
}

/** A link from the settings as the client can follow it from their inbox. */
const absolute = (href: string) => new URL(href, `${siteUrl()}/`).toString()

/**
 * The client's confirmation: thanks, what happens next with the links they need, and their brief
 * in the body (Markdown reads as plain text) and as the same file the team received. A demo
 * request (the quick form) is told when to expect us instead.
 */
export function confirmationEmail(doc: Subject, links: Links) {
  const first = briefClientName(doc as { name?: string }).split(' ')[0]
  const received = formatUtcDay(doc.createdAt)
  const quick = doc.variant === 'quick'
  const later = (what: string) => `${what}: we will send it to you separately.`
  const next = quick
    ? [
        'We will e-mail you within one working day to find a time for your demo.',
        `If you would rather choose a time now: ${absolute(links.onboardingCallUrl)}`,
      ]
    : [
        `Book your onboarding call, if you have not yet: ${absolute(links.onboardingCallUrl)}`,
        links.signupUrl
          ? `Complete your signup: ${absolute(links.signupUrl)}`
          : later('Your signup link'),
        links.paymentUrl
          ? `Set up your payment: ${absolute(links.paymentUrl)}`
          : later('Your payment link'),
        'On the call we go through your brief together and confirm who we will reach out to.',
      ]
  const text = [
    `Hello ${first},`,
    quick
      ? `Thank you for asking for a demo of ${links.brandName}. We received your details on ${received}.`
      : `Thank you for completing your onboarding with ${links.brandName}. We received your answers on ${received}, and our team has your brief.`,
    'What happens next',
    next.map((line, i) => `${i + 1}. ${line}`).join('\n'),
    `Your brief is below and attached (${briefFileName(doc.name, new Date(doc.createdAt))}), so you have a record of exactly what you told us. If anything in it is wrong, reply to this e-mail and we will correct it.`,
    '---',
    doc.brief ?? '',
    '---',
    [links.companyName, ...links.companyAddress.split('\n')]
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    `You are receiving this because you sent us your details through our website. How we use them: ${absolute('/privacy')}`,
  ].join('\n\n')
  return {
    subject: quick
      ? `Your ${links.brandName} demo request`
      : `Your ${links.brandName} onboarding brief, ${isoDate(new Date(doc.createdAt))}`,
    text,
  }
}

/**
 * E-mails the client a confirmation of their submission, once, with their brief and the next
 * steps. Retried with exponential back-off; the submission records its delivery beside the
 * team's brief. Replies go to the support address.
 */
export const sendConfirmationTask: TaskConfig<'sendConfirmation'> = {
  slug: 'sendConfirmation',
  label: 'Send client confirmation',
  retries: { attempts: DELIVERY_ATTEMPTS, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  handler: ({ input, job, req }) =>
    deliverOnce(req.payload, input.submission, job, 'confirmation', async (doc) => {
      if (!doc.email) throw new Error('The submission has no e-mail address.')
      const links = (await req.payload.findGlobal({
        slug: 'site-settings',
        depth: 0,
        select: {
          brandName: true,
          companyName: true,
          companyAddress: true,
          supportEmail: true,
          onboardingCallUrl: true,
          signupUrl: true,
          paymentUrl: true,
        },
      })) as Links
      return {
        to: doc.email,
        replyTo: links.supportEmail,
        ...confirmationEmail(doc, links),
        attachments: [
          {
            filename: briefFileName(doc.name, new Date(doc.createdAt)),
            content: doc.brief ?? '',
            contentType: 'text/markdown',
          },
        ],
      }
    }),
}
