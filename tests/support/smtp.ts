import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { freePort } from '../../scripts/db'

export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback for tests. `refuse(text, n)` makes the next n messages that
 * contain `text` fail with a temporary error (451), as a mail server in trouble would.
 */
export async function startSmtp({ mailboxDir }: { mailboxDir?: string } = {}) {
  const received: ReceivedMail[] = []
  const refusals = new Map<string, number>()
  const port = await freePort()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        const refused = [...refusals].find(([text, left]) => left > 0 && raw.includes(text))
        if (refused) {
          refusals.set(refused[0], refused[1] - 1)
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          })
          return callback(error)
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        }
        received.push(mail)
        // Other processes (browser test workers) read the mailbox as files.
        if (mailboxDir)
          fs.writeFileSync(
            path.join(mailboxDir, `${Date.now()}-${received.length}.json`),
            JSON.stringify(mail),
          )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    received,
    refuse: (text: string, times: number) => void refusals.set(text, times),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
