/**
 * Runs once when the server starts. Everything it starts needs Node.js (instrumentation-node.ts);
 * the edge runtime and the build have nothing to start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServer } = await import('./instrumentation-node')
  startServer()
}
