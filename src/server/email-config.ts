import 'server-only'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * SMTP settings from the environment. Without SMTP_HOST there is no transport: e-mails are held,
 * and only the fact is logged.
 */
export type SmtpOptions = {
  host: string
  port: number
  secure: boolean
  auth?: { user: string; pass: string }
  connectionTimeout: number
  greetingTimeout: number
  socketTimeout: number
}

function smtpFromEnv(
  env: Record<string, string | undefined> = process.env,
): SmtpOptions | undefined {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT ?? 587)
  return {
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

export const emailTransport = smtpFromEnv()

const FROM_ADDRESS = process.env.EMAIL_FROM ?? 'onboarding@leadpilot.example'
const FROM_NAME = 'Leadpilot'

/**
 * One Message-ID per e-mailed thing (a brief, an acknowledgement), the same on every attempt, on
 * the sender's domain. An e-mail can be sent twice only when the process dies after the SMTP
 * server accepted it and before the delivery was recorded (no protocol can close that window); the
 * re-send then carries the same Message-ID, so mail stores and readers recognise it as the same
 * message rather than a second one.
 */
export function stableMessageId(kind: string, key: string, from = FROM_ADDRESS): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'leadpilot.example'
  return `<${kind}-${key.replace(/[^A-Za-z0-9-]/g, '')}@${domain}>`
}

/** An SMTP server's message with every word that holds an '@' (an e-mail address) replaced. */
export function withoutAddresses(message: string): string {
  return message
    .split(/(\s+)/)
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join('')
}

/**
 * Without SMTP settings an e-mail is held: the log says that one was held and for how many
 * recipients, never to whom or what it said (a brief carries a prospect's answers, and its
 * subject their company). Payload's own fallback would log the address and the subject.
 */
const heldEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'held',
  defaultFromAddress: FROM_ADDRESS,
  defaultFromName: FROM_NAME,
  sendEmail: async (message) => {
    const recipients = [message.to, message.cc, message.bcc].flat().filter(Boolean).length
    payload.logger.info({ recipients }, 'email_held')
  },
})

/** The app's e-mail: SMTP when it is configured, else held. */
export const emailAdapter = (): EmailAdapter | Promise<EmailAdapter> =>
  emailTransport
    ? nodemailerAdapter({
        defaultFromAddress: FROM_ADDRESS,
        defaultFromName: FROM_NAME,
        transportOptions: emailTransport,
        skipVerify: true,
      })
    : heldEmailAdapter
