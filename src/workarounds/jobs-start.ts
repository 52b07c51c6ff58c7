import { internalOrigin } from '@/server/site-url'

/**
 * Payload 3.90.1 starts its jobs runner (`jobs.autoRun`) only when something initialises Payload
 * with `cron: true`; on a server whose public pages all come from the cache nothing does, so brief
 * e-mails and scheduled publishing would wait for the first uncached request. Next.js 16.4.6
 * bundles `instrumentation.ts` apart from the app, and a Payload instance built from that copy of
 * the config would then serve the admin panel (and break it). So the server, once it answers,
 * calls its own internal route `GET /next/jobs`, which starts Payload with its runner inside the
 * app's bundle; calling it again changes nothing.
 *
 * Upstream: no issue is filed; Payload has no option that starts the runner with the server, and
 * Next.js no start-up hook that runs in the app's bundle. Remove this when either exists:
 * tests/int/upstream.test.ts flags each new Payload or Next.js version for a look.
 */

/** Longest pause between two attempts to wake the jobs runner. */
const MAX_WAIT_MS = 5_000

/**
 * Asks the server's internal route to start the jobs runner until the server answers (the
 * database may still be on its way up), waiting a little longer each time.
 */
export async function wakeJobsRunner(): Promise<void> {
  for (let wait = 500; ; wait = Math.min(wait * 2, MAX_WAIT_MS)) {
    await new Promise((resolve) => setTimeout(resolve, wait))
    try {
      const res = await fetch(`${internalOrigin()}/next/jobs`, { cache: 'no-store' })
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
  }
}
