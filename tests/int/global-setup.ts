import type { TestProject } from 'vitest/node'
import { prepareInChild } from '../../scripts/prepare-child'
import { startTestDatabase } from '../../scripts/test-db'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** One migrated, seeded database for the integration suite, removed afterwards. */
export default async function setup(project: TestProject) {
  const db = await startTestDatabase()
  prepareInChild({
    ...process.env,
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-test-secret',
  })
  project.provide('databaseUrl', db.url)
  return async () => {
    await db.stop()
  }
}
