import { internalOrigin } from './server/site-url'
import { startupProblems, startupWarnings } from './server/startup'
import { guardRequests } from './workarounds/unservable-requests'

/** Longest pause between two attempts to wake the jobs runner. */
const MAX_WAIT_MS = 5_000

/**
 * A production server without its public origin (SITE_URL) or its secret (PAYLOAD_SECRET) stops
 * here with the reasons on stderr, and one that cannot tell its callers apart says so there.
 * Otherwise the server answers the requests Next.js cannot (TRACE, undecodable paths, ranges past
 * a file's end) with their 4xx, sends each header value once, and wakes Payload's jobs runner.
 */
export function startServer(): void {
  const rule = '='.repeat(78)
  const problems = startupProblems()
  if (problems.length > 0) {
    process.stderr.write(
      `\n${rule}\nLeadpilot will not start.\n${problems.join('\n\n')}\n${rule}\n\n`,
    )
    process.exit(1)
  }
  for (const warning of startupWarnings()) {
    process.stderr.write(`\n${rule}\nWarning: ${warning}\n${rule}\n\n`)
  }
  guardRequests()
  void wakeJobsRunner()
}

/**
 * Wakes Payload's jobs runner (`jobs.autoRun` in payload.config.ts), so brief e-mails go out and
 * scheduled posts go live on time even when every public page is served from the cache and
 * nothing else has started Payload yet. It asks until the server answers (the database may still
 * be on its way up), waiting a little longer each time.
 *
 * Payload is not started here directly: this file is bundled apart from the app, and a Payload
 * instance built from that copy of the config would then serve the admin panel (and break it).
 * Instead it calls the app's own /next/jobs route once the server answers.
 */
async function wakeJobsRunner(): Promise<void> {
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
