import { afterAll } from 'vitest'
import { closeTestPayload } from './payload'

// Close this file's database connections before the suite's database is stopped.
afterAll(async () => {
  await closeTestPayload()
})
