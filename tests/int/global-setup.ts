import { execFileSync } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { startTestDatabase } from '../../scripts/test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** One migrated, seeded database for the integration suite, removed afterwards. */
export default async function setup(project: TestProject) {
  const db = await startTestDatabase()
  // Migrate and seed in a process of its own, exactly as `npm run seed` does.
  execFileSync('npx', ['tsx', 'scripts/prepare-cli.ts', '--seed'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-test-secret',
    },
    timeout: 180_000,
  })
  project.provide('databaseUrl', db.url)
  return async () => {
    await db.stop()
  }
}
