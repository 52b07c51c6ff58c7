import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

/** One request the receiver got, as it arrived, and what it answered. */
export type ReceivedHook = {
  id: string
  timestamp: string
  signature: string
  body: string
  answered: number
}

/**
 * A real webhook receiver on loopback for tests: it keeps every request (repeats included) and
 * answers what `answer` says (200 by default), as a receiver in trouble would answer 500.
 */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = []
  let answer: (hook: Omit<ReceivedHook, 'answered'>) => number = () => 200
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const hook = {
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      }
      const status = answer(hook)
      received.push({ ...hook, answered: status })
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** From now on, answer each request with what `fn` returns. */
    answerWith(fn: typeof answer) {
      answer = fn
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The message a request carries, checked with the Standard Webhooks library's own `verify`
 * against `secret`: throws when the signature, id, timestamp or body do not match.
 */
export function verifyHook(
  hook: Pick<ReceivedHook, 'id' | 'timestamp' | 'signature' | 'body'>,
  secret: string,
) {
  return new Webhook(secret).verify(hook.body, {
    'webhook-id': hook.id,
    'webhook-timestamp': hook.timestamp,
    'webhook-signature': hook.signature,
  }) as { type: string; timestamp: string; data: Record<string, unknown> }
}
