import { spawnSync } from 'node:child_process'

/**
 * Migrates and seeds a database in a child process, as `npm run seed` does. Now and then the
 * child ends at start-up with Node's "unsettled top-level await" (exit 13) before Payload has
 * done anything (seen under heavy load, in the TypeScript loader); that attempt changed nothing,
 * so it is simply run again.
 */
export function prepareInChild(env: NodeJS.ProcessEnv, args = ['--seed'], attempts = 3): void {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const run = spawnSync('npx', ['tsx', 'scripts/prepare-cli.ts', ...args], {
      stdio: 'inherit',
      env,
      timeout: 180_000,
    })
    if (run.status === 0) return
    if (run.status !== 13 || attempt === attempts) {
      throw new Error(`Preparing the database failed (exit ${run.status ?? run.signal})`)
    }
    console.warn(
      `Preparing the database ended early (exit 13); trying again (${attempt + 1}/${attempts}).`,
    )
  }
}
