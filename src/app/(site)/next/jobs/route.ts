import { startPayloadWithJobs } from '@/data/payload'

/**
 * Starts Payload's jobs runner (scheduled publishing) in this server if it is not running yet.
 * src/instrumentation.ts calls it once the server is up; calling it again changes nothing.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  await startPayloadWithJobs()
  return new Response(null, { status: 204 })
}
