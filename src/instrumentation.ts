/**
 * Runs once when the server starts. On the Node.js runtime it has large response bodies sent as
 * bytes and wakes Payload's jobs runner (both in instrumentation-node.ts); the edge runtime has
 * nothing to start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { sendLargeBodiesAsBytes, wakeJobsRunner } = await import('./instrumentation-node')
  sendLargeBodiesAsBytes()
  void wakeJobsRunner()
}
