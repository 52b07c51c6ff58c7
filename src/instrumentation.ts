/**
 * Runs once when the server starts. It starts Payload with its jobs runner (`jobs.autoRun` in
 * payload.config.ts), so scheduled posts are published on time even when every public page is
 * served from the cache and nothing else has woken Payload up yet.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startPayloadWithJobs } = await import('./data/payload')
  await startPayloadWithJobs()
}
