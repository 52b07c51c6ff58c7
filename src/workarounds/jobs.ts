/**
 * Payload 3.90.1's job runner claims jobs with a read and then a write (so two runners can pick
 * up the same job and send a brief twice), and leaves a job whose runner died marked processing
 * for ever. Every instance runs Payload's cron; only the holder of a lock runs the queue, and it
 * releases abandoned jobs.
 *
 * Upstream: payloadcms/payload#17441 (a claim token, so one worker claims a job; merged for
 * Payload 4, not in 3.90.1) and payloadcms/payload#17645 (a job left processing by a dead worker;
 * open). Remove the lock once the installed Payload claims with a token (tests/int/upstream.test.ts
 * fails when the jobs collection gains its `processingToken` field), and the release of abandoned
 * jobs once Payload recovers them itself.
 */
import pg from 'pg'
import type { Payload, SanitizedConfig, TaskConfig, TaskHandler } from 'payload'

/** Jobs whose handler is running in this process right now (by job id). */
const jobsInFlight = new Set<number | string>()

/**
 * The app's tasks, each handler wrapped so that its job counts as in flight while it runs here:
 * the runner never releases a job that a handler of this process is still working on. Every task
 * passes through this in the jobs config, so none can be left out.
 */
export function trackedTasks<Tasks extends TaskConfig[]>(tasks: Tasks): Tasks {
  return tasks.map((task) => {
    if (typeof task.handler !== 'function') {
      throw new Error(`Task ${task.slug}: give its handler as a function, so its runs are tracked.`)
    }
    const handler = task.handler as TaskHandler<never>
    const tracked: TaskHandler<never> = async (args) => {
      jobsInFlight.add(args.job.id)
      try {
        return await handler(args)
      } finally {
        jobsInFlight.delete(args.job.id)
      }
    }
    return { ...task, handler: tracked }
  }) as Tasks
}

/**
 * How long a job may stay marked `processing` while no live runner is running its handler before
 * it counts as abandoned: longer than a job's slowest run (a brief e-mail's SMTP time limits add
 * up to 40 seconds), far longer than Payload takes to mark a job and record its outcome.
 */
const ORPHAN_AFTER_MS = 60_000

/** The PostgreSQL advisory lock the runner holds (any fixed 64-bit number of this app's own). */
const RUNNER_LOCK = 7_461_312_008

/** This process's own database session, which holds the lock for as long as it lives. */
let session: pg.Client | undefined
let leading = false

function dropSession(): void {
  const old = session
  session = undefined
  leading = false
  void old?.end().catch(() => {})
}

/**
 * Whether this process runs the jobs queue now. Every app instance runs Payload's cron, but
 * Payload claims jobs with a read and then a write, so two runners could pick up the same job
 * and send a brief twice. One runner at a time holds a session-level advisory lock in
 * PostgreSQL; when its process dies or loses its connection, PostgreSQL frees the lock and the
 * next tick of another instance takes it over.
 */
async function holdsRunnerLock(payload: Payload): Promise<'held' | 'taken' | false> {
  try {
    if (!session) {
      const pool = payload.db.pool as unknown as { options: pg.ClientConfig }
      const client = new pg.Client({ ...pool.options, keepAlive: true })
      client.on('error', dropSession)
      session = client
      await client.connect()
    }
    if (leading) {
      // The lock lasts as long as the session: a session that still answers still holds it.
      await session.query('select 1')
      return 'held'
    }
    const { rows } = await session.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [RUNNER_LOCK],
    )
    leading = rows[0]?.locked === true
    if (!leading) return false
    payload.logger.info('jobs_runner_started')
    return 'taken'
  } catch (error) {
    payload.logger.warn({ error: String(error) }, 'jobs_runner_lock_failed')
    dropSession()
    return false
  }
}

/**
 * Payload's runner only picks up jobs with `processing: false` and marks a job processing before
 * running it. A job whose runner died (its process killed, or the database lost before Payload
 * recorded the outcome) would stay marked for ever. Before each tick the runner releases the jobs
 * whose handler is not running here: on the tick it takes over the queue, every such job (only a
 * lock holder runs jobs, and the previous one is gone); later, those marked for longer than
 * ORPHAN_AFTER_MS. Released jobs run again (the brief task is safe to re-run: its e-mail keeps
 * one Message-ID).
 */
async function releaseOrphanedJobs(
  payload: Payload,
  takingOver: boolean,
  now = new Date(),
): Promise<void> {
  const stale = new Date(now.getTime() - ORPHAN_AFTER_MS).toISOString()
  try {
    const jobs = await payload.db.updateJobs({
      where: {
        and: [
          { processing: { equals: true } },
          ...(takingOver ? [] : [{ updatedAt: { less_than: stale } }]),
          ...(jobsInFlight.size ? [{ id: { not_in: [...jobsInFlight] } }] : []),
        ],
      },
      data: { processing: false, updatedAt: now.toISOString() },
      req: {},
      returning: true,
    })
    if (jobs?.length)
      payload.logger.warn({ count: jobs.length, ids: jobs.map((job) => job.id) }, 'jobs_released')
  } catch (error) {
    // The database is away; the tick's run fails too and the next tick tries again.
    payload.logger.warn({ error: String(error) }, 'jobs_release_failed')
  }
}

/**
 * Before each tick of Payload's cron: this instance runs the queue only while it holds the
 * runner lock, and then first releases abandoned jobs.
 */
export async function shouldRunJobs(payload: Payload): Promise<boolean> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return false
  if (process.env.JOBS_AUTORUN === 'false') return false
  const lock = await holdsRunnerLock(payload)
  if (!lock) return false
  await releaseOrphanedJobs(payload, lock === 'taken')
  return true
}

/**
 * Payload adds a `payload-jobs-stats` global once a task has a schedule, with Payload's default
 * access: any signed-in user may read it and overwrite it over REST. Its `lastScheduledRun` decides
 * whether a scheduled task is queued, so a member of staff could keep the nightly retention job
 * from ever running. Payload reads and writes it through its database adapter; over the API nobody
 * may.
 */
export function withServerOnlyJobStats(config: SanitizedConfig): SanitizedConfig {
  const stats = config.globals.find((global) => global.slug === 'payload-jobs-stats')
  if (stats) {
    const nobody = () => false
    stats.access = {
      ...stats.access,
      read: nobody,
      update: nobody,
      readVersions: nobody,
    }
  }
  return config
}
