import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { log } from '@/lib/log'

/** The Payload instance for server code (initialised once per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Payload with its cron-driven jobs runner (scheduled publishing). Called once at server start;
 * a database that is not reachable yet is logged, not fatal: cached pages keep being served and
 * the admin panel starts the runner again on its first use.
 */
export async function startPayloadWithJobs(): Promise<void> {
  try {
    await getPayload({ config, cron: true })
  } catch (error) {
    log('error', 'jobs_runner_not_started', { error: String(error) })
  }
}
