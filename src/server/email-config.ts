import 'server-only'

/**
 * SMTP settings from the environment. Without SMTP_HOST there is no transport and Payload
 * logs e-mails instead of sending them.
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
