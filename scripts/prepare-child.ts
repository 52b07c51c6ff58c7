import { spawnSync } from 'node:child_process'

/** A migration and the full seed take under 30 s; an attempt still running after this is stuck. */
const ATTEMPT_TIMEOUT_MS = 120_000

/**
 * Migrates and seeds a database in a child process, as `npm run seed` does. Now and then, under
 * heavy load, the child never gets past loading its modules through the TypeScript loader on
 * Node.js 20 (before Payload has done anything): it ends with Node's "unsettled top-level await"
 * (exit 13), or, when an open connection keeps it alive (Redis, with REDIS_URL), it waits forever.
 * Such an attempt changed nothing, so it is run again; a stuck one is stopped first. The child is
 * Node itself with the loader (not `npx tsx`, which runs it as a grandchild), so that stopping it
 * leaves nothing behind.
 */
export function prepareInChild(env: NodeJS.ProcessEnv, args = ['--seed'], attempts = 3): void {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/prepare-cli.ts', ...args],
      {
        stdio: 'inherit',
        env,
        timeout: ATTEMPT_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      },
    )
    if (run.status === 0) return
    const stuck = run.signal === 'SIGKILL'
    if ((run.status !== 13 && !stuck) || attempt === attempts) {
      throw new Error(`Preparing the database failed (exit ${run.status ?? run.signal})`)
    }
    const what = stuck
      ? `did not finish in ${ATTEMPT_TIMEOUT_MS / 1000} s; stopped it,`
      : 'ended early (exit 13);'
    console.warn(`Preparing the database ${what} trying again (${attempt + 1}/${attempts}).`)
  }
}
