import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { briefFileName } from '@/lib/onboarding/brief'
import { startSmtp } from '../support/smtp'

/**
 * The e-mail adapter the app sends briefs with (payload.config.ts), configured from the
 * environment as in production, against a real SMTP server on loopback.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>
let send: (message: Record<string, unknown>) => Promise<unknown>
const verifyErrors = vi.spyOn(console, 'error')

beforeAll(async () => {
  smtp = await startSmtp()
  vi.stubEnv('SMTP_HOST', '127.0.0.1')
  vi.stubEnv('SMTP_PORT', String(smtp.port))
  vi.stubEnv('SMTP_SECURE', 'false')
  const { emailTransport } = await import('@/server/email-config')
  const adapter = await nodemailerAdapter({
    defaultFromAddress: 'onboarding@leadpilot.example',
    defaultFromName: 'Leadpilot',
    transportOptions: emailTransport,
  })
  send = adapter({ payload: {} as never }).sendEmail
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp?.stop()
})

describe('the e-mail transport', () => {
  it('checks the connection at start-up and delivers a brief with its attachment', async () => {
    // The adapter verifies the SMTP connection when it is made and reports a failure here.
    expect(verifyErrors).not.toHaveBeenCalled()
    const filename = briefFileName('Invoice\u202Egpj.exe', new Date('2026-11-22T10:00:00Z'))
    await send({
      to: ['onboarding@leadpilot.example', 'success@leadpilot.example'],
      subject: 'New client brief: Jane Doe, Acme',
      text: '# Client Brief: Acme',
      attachments: [{ filename, content: '# Client Brief: Acme', contentType: 'text/markdown' }],
    })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail.from).toBe('onboarding@leadpilot.example')
    expect(mail.to).toEqual(['onboarding@leadpilot.example', 'success@leadpilot.example'])
    expect(mail.raw).toMatch(/^Subject: New client brief: Jane Doe, Acme\r?$/m)
    expect(mail.raw).toContain('filename=Invoicegpj.exe_2026-11-22.md')
  })

  it('sends only to the addresses a recipient list names, never to one written in a comment', async () => {
    smtp.received.length = 0
    // Older address parsers read a mailbox out of a comment or took the text after one as the
    // address, and the message went to that outside address as well or instead.
    for (const to of [
      'team@leadpilot.example, (note <outsider@evil.example>)',
      'team@leadpilot.example (note)outsider@evil.example',
      '<@evil.example:team@leadpilot.example>',
    ]) {
      await send({ to, subject: 'Recipients', text: 'x' })
      expect(smtp.received.at(-1)?.to, to).toEqual(['team@leadpilot.example'])
    }
  })
})
