import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { freePort } from '../../scripts/db'

export type ReceivedMail = { from: string; to: string[]; raw: string; messageId?: string }

/**
 * How the server treats every message from now on (fault tests): `ok` accepts; `refuse` answers
 * the end of DATA with `code` (4xx temporary, 5xx permanent) and keeps nothing; `drop` closes the
 * connection at `at` (the greeting, MAIL FROM, or after the whole message has been sent but
 * before the reply) without a word, as a server that crashes mid-session would.
 */
export type SmtpMode =
  | { kind: 'ok' }
  | { kind: 'refuse'; code: number }
  | { kind: 'drop'; at: 'connect' | 'mail' | 'data' }

/** The Message-ID header of a raw message, without its angle brackets. */
function messageIdOf(raw: string): string | undefined {
  return /^message-id:\s*<([^>\r\n]+)>/im.exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]
}

/**
 * A real SMTP server on loopback for tests. `refuse(text, n)` makes the next n messages that
 * contain `text` fail with a temporary error (451), as a mail server in trouble would;
 * `setMode` refuses or drops every message until it is set back to `ok`.
 *
 * `received` holds every message the server accepted (answered 250), in order, re-sends included.
 * `mailbox` (and `mailboxDir`) holds what a mail store shows its reader: a message whose
 * Message-ID was already accepted is answered 250 but not filed twice, as stores that fold
 * duplicates by Message-ID do. `onAccepted` runs after each 250 (fault tests kill the app there).
 */
export async function startSmtp({
  mailboxDir,
  onAccepted,
}: { mailboxDir?: string; onAccepted?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = []
  const mailbox: ReceivedMail[] = []
  const seenIds = new Set<string>()
  const refusals = new Map<string, number>()
  const counts = { refused: 0, dropped: 0, connectionErrors: 0 }
  let mode: SmtpMode = { kind: 'ok' }
  const port = await freePort()

  /** Ends the client's connection abruptly, without a reply. */
  const drop = (session: SMTPServerSession) => {
    counts.dropped++
    const connections = (
      server as unknown as {
        connections: Set<{ session?: { id?: string }; _socket?: { destroy: () => void } }>
      }
    ).connections
    for (const connection of connections)
      if (connection.session?.id === session.id) connection._socket?.destroy()
  }
  const dropAt = (at: 'connect' | 'mail' | 'data') => mode.kind === 'drop' && mode.at === at

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      if (dropAt('connect')) return drop(session)
      callback()
    },
    onMailFrom(_address, session, callback) {
      if (dropAt('mail')) return drop(session)
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        if (dropAt('data')) return drop(session)
        const refused = [...refusals].find(([text, left]) => left > 0 && raw.includes(text))
        if (refused || mode.kind === 'refuse') {
          if (refused) refusals.set(refused[0], refused[1] - 1)
          counts.refused++
          const code = mode.kind === 'refuse' && !refused ? mode.code : 451
          const error = Object.assign(
            new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox temporarily unavailable'),
            { responseCode: code },
          )
          return callback(error)
        }
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: messageIdOf(raw),
        }
        received.push(mail)
        const duplicate = mail.messageId !== undefined && seenIds.has(mail.messageId)
        if (mail.messageId) seenIds.add(mail.messageId)
        if (!duplicate) mailbox.push(mail)
        // Other processes (browser test workers) read the mailbox as files.
        if (mailboxDir && !duplicate)
          fs.writeFileSync(
            path.join(mailboxDir, `${Date.now()}-${received.length}.json`),
            JSON.stringify(mail),
          )
        callback()
        onAccepted?.(mail)
      })
    },
  })
  // A client that goes away mid-session (a killed app) is a connection error, not the server's.
  server.on('error', () => void counts.connectionErrors++)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    received,
    mailbox,
    counts,
    refuse: (text: string, times: number) => void refusals.set(text, times),
    setMode: (next: SmtpMode) => void (mode = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A test SMTP server that this process's e-mail settings point at (plain SMTP on loopback), for
 * suites that run the app's code in-process: set before the e-mail transport is first read.
 */
export async function startSmtpForThisProcess() {
  const smtp = await startSmtp()
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.SMTP_SECURE = 'false'
  return smtp
}
