import { log } from './lib/log'
import { internalOrigin } from './lib/site-url'

/**
 * Wakes Payload's jobs runner (`jobs.autoRun` in payload.config.ts), so brief e-mails go out and
 * scheduled posts go live on time even when every public page is served from the cache and
 * nothing else has started Payload yet.
 *
 * Payload is not started here directly: this file is bundled apart from the app, and a Payload
 * instance built from that copy of the config would then serve the admin panel (and break it).
 * Instead it calls the app's own /next/jobs route once the server answers.
 */
export async function wakeJobsRunner(attempts = 60): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    try {
      const res = await fetch(`${internalOrigin()}/next/jobs`, { cache: 'no-store' })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
  }
  log('error', 'jobs_runner_not_started', { origin: internalOrigin() })
}
