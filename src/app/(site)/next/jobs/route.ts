import { startPayloadWithJobs } from '@/data/payload'

/**
 * Internal: starts Payload's jobs runner in this server if it is not running yet (the server
 * wakes it once it answers: src/workarounds/jobs-start.ts); calling it again changes nothing.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  await startPayloadWithJobs()
  return new Response(null, { status: 204 })
}
