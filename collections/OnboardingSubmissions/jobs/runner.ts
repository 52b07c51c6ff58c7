import type { Payload, Where } from 'payload'
import { log } from '@/lib/log'

/** Jobs whose handler is running in this process right now (by job id). */
export const jobsInFlight = new Set<number | string>()

/**
 * How long a job may stay marked `processing` without this process running its handler before
 * it counts as abandoned: far longer than Payload takes to mark a job, start its handler and
 * record the outcome, which are single database writes.
 */
export const ORPHAN_AFTER_MS = 30_000

let released = false

/**
 * Payload's runner only picks up jobs with `processing: false`, and marks a job processing
 * before running it. A job whose runner died (the process killed, or the database lost before
 * Payload could record the outcome) would stay marked for ever and never run again. This
 * deployment has exactly one runner, the app process's autoRun cron (ticks never overlap, and
 * the HTTP run endpoint is closed in payload.config.ts), so before each tick this releases:
 * on the first tick of a process, every job still marked processing (none can be running: the
 * process has only just started); later, those marked for longer than ORPHAN_AFTER_MS whose
 * handler is not running here. Released jobs run again; the brief task is safe to re-run.
 */
export async function releaseOrphanedJobs(payload: Payload, now = new Date()): Promise<void> {
  const and: Where[] = [{ processing: { equals: true } }]
  if (released) {
    and.push({ updatedAt: { less_than: new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString() } })
    if (jobsInFlight.size) and.push({ id: { not_in: [...jobsInFlight] } })
  }
  try {
    const jobs = await payload.db.updateJobs({
      where: { and },
      data: { processing: false, updatedAt: now.toISOString() },
      req: {},
      returning: true,
    })
    released = true
    if (jobs?.length)
      log('warn', 'jobs_released', { count: jobs.length, ids: jobs.map((job) => job.id) })
  } catch (error) {
    // The database is away; the tick's run fails too and the next tick tries again.
    log('warn', 'jobs_release_failed', {
      error: error instanceof Error ? error.message : String(error),
    })
  }
}
