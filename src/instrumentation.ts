import { publicOriginProblem } from './lib/site-url'

/**
 * Runs once when the server starts. A production server without its public origin (SITE_URL)
 * stops here with the reason on stderr. On the Node.js runtime it answers the requests Next.js
 * cannot (TRACE, undecodable paths, ranges past a file's end) with their 4xx
 * (src/workarounds/unservable-requests.ts) and wakes Payload's jobs runner (instrumentation-node.ts); the
 * edge runtime and the build have nothing to start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const problem = publicOriginProblem()
  if (problem) {
    const rule = '='.repeat(78)
    process.stderr.write(`\n${rule}\nLeadpilot will not start.\n${problem}\n${rule}\n\n`)
    process.exit(1)
  }
  const { wakeJobsRunner } = await import('./instrumentation-node')
  const { refuseUnservableRequests } = await import('./workarounds/unservable-requests')
  refuseUnservableRequests()
  void wakeJobsRunner()
}
