import { startupProblems, startupWarnings } from './server/startup'
import { wakeJobsRunner } from './workarounds/jobs-start'
import { guardRequests } from './workarounds/unservable-requests'

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
