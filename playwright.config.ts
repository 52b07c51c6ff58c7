import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS } from './scripts/chromium'

// Run through `npm run test:e2e`, which starts the database and a production server first.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Deadlines for a machine whose host takes much of its CPU at times (the same tests ran two to
  // four times slower in one run than in the one before): generous enough that only a fault
  // fails a test, never a slow spell. No test measures a speed with them.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(faults|access-matrix|publish-to-live|smoke|search|ops-daily)\.spec\.ts/,
    },
    // The access matrix, the cache-tag and the search tests create, edit and delete published
    // content the other tests count and read: after them. So do ops' daily tasks, one of which
    // empties the brief recipients for a while: every brief sent meanwhile fails and is logged
    // as an error, which the tests that read the server log for errors would count.
    {
      name: 'access',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(access-matrix|publish-to-live|smoke|search|ops-daily)\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Fault tests stop the database, so they run alone, after everything else.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /faults\.spec\.ts/,
      dependencies: ['access'],
    },
  ],
})
