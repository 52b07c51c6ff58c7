import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance for server code (initialised once per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/** Payload with its cron-driven jobs runner (scheduled publishing) started, once per process. */
export async function startPayloadWithJobs(): Promise<void> {
  await getPayload({ config, cron: true })
}
