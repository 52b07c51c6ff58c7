import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for server code (initialised once per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Payload with its cron-driven jobs runner (scheduled publishing) started, once per process.
 *
 * getPayload starts the cron only on the call that begins Payload's initialisation or on a call
 * made after it has finished: a `cron: true` call that arrives while an initialisation begun
 * without it is under way (a request reached payloadClient() first) waits for that one and starts
 * no cron. So ask again once Payload is up; when the cron already runs, that changes nothing.
 */
export async function startPayloadWithJobs(): Promise<void> {
  await getPayload({ config, cron: true })
  await getPayload({ config, cron: true })
}
