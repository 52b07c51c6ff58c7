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
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  const { prepareDatabase } = await import('../../scripts/prepare')
  await prepareDatabase({ alwaysSeed: true })
  project.provide('databaseUrl', db.url)
  return async () => {
    await db.stop()
  }
}
