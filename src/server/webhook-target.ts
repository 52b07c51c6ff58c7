import 'server-only'

/**
 * Where webhooks may go, and the one way they are sent. A target must be http(s) (https in
 * production) and reach only public addresses: private, loopback, link-local and the other
 * non-public ranges are refused unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true. The address is checked
 * when an endpoint is saved and again on every send, on each address the name resolves to at
 * connect time, so a name that later resolves somewhere private (DNS rebinding) is refused too.
 * Redirects are not followed, and only a short snippet of the answer is kept.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isAddressLiteral, isPublicAddress } from '@/lib/webhooks/addresses'

/** How long one attempt may take, connecting and answering. */
const SEND_TIMEOUT_MS = 10_000
/** How much of an answer is kept, to show admins what the receiver said. */
const SNIPPET_BYTES = 300

const privateTargetsAllowed = () => process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true'

const REFUSED = 'Webhooks may not go to private, loopback or link-local addresses.'

/** The host of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** Why `url` cannot take webhooks, without looking its name up; null when it can. */
function formProblem(url: URL): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Use an http:// or https:// address.'
  }
  if (url.protocol === 'http:' && process.env.NODE_ENV === 'production' && !privateTargetsAllowed())
    return 'Use an https:// address.'
  if (url.username || url.password) return 'Leave the user name and password out of the address.'
  if (privateTargetsAllowed()) return null
  const host = hostOf(url)
  if (isAddressLiteral(host)) return isPublicAddress(host) ? null : REFUSED
  if (host === 'localhost' || host.endsWith('.localhost')) return REFUSED
  return null
}

/**
 * Why `address` cannot take webhooks (a sentence for the admin), or null when it can: checked
 * when an endpoint is saved, its name resolved now.
 */
export async function targetProblem(address: string): Promise<string | null> {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return 'Enter a full address, such as https://hooks.example.com/leadpilot.'
  }
  const problem = formProblem(url)
  if (problem || privateTargetsAllowed() || isAddressLiteral(hostOf(url))) return problem
  try {
    const found = await dns.promises.lookup(hostOf(url), { all: true })
    return found.every(({ address }) => isPublicAddress(address)) ? null : REFUSED
  } catch {
    return `${url.hostname} could not be found: check the address.`
  }
}

/** Resolves a name as Node would, refusing it when any address it has is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0)
    if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
      return callback(Object.assign(new Error(REFUSED), { code: 'EREFUSEDTARGET' }), '', 0)
    }
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

export type SendResult = { status: number; snippet: string }

/**
 * POSTs `body` as JSON to `address` with `headers`: the receiver's status and the first bytes of
 * its answer. Throws when the target is refused, cannot be reached or takes too long.
 */
export function postWebhook(
  address: string,
  headers: Record<string, string>,
  body: string,
): Promise<SendResult> {
  const url = new URL(address)
  const problem = formProblem(url)
  if (problem) return Promise.reject(new Error(problem))
  const send = url.protocol === 'https:' ? https.request : http.request
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Leadpilot-Webhooks/1',
        },
        agent: false,
        lookup: privateTargetsAllowed() ? undefined : publicOnlyLookup,
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            snippet: Buffer.concat(chunks).toString('utf8').slice(0, SNIPPET_BYTES),
          })
        response.on('data', (chunk: Buffer) => {
          if (kept < SNIPPET_BYTES) chunks.push(chunk.subarray(0, SNIPPET_BYTES - kept))
          kept += chunk.length
          // Nothing past the snippet is read: the answer's status is what counts.
          if (kept >= SNIPPET_BYTES) {
            response.destroy()
            finish()
          }
        })
        response.on('end', finish)
        response.on('error', reject)
      },
    )
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s.`)),
      SEND_TIMEOUT_MS,
    )
    request.on('close', () => clearTimeout(deadline))
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s.`)),
    )
    request.on('error', reject)
    request.end(body)
  })
}
