import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The project's import aliases, as tsconfig.json declares them. */
const alias = {
  '@payload-config': path.resolve('payload.config.ts'),
  '@blocks': path.resolve('blocks'),
  '@collections': path.resolve('collections'),
  '@workarounds': path.resolve('src/workarounds'),
  '@globals': path.resolve('globals'),
  '@seed': path.resolve('seed'),
  '@': path.resolve('src'),
  // Server-only modules say so with this import, which fails a browser bundle; on the server
  // (and in the tests) it is empty.
  'server-only': path.resolve('node_modules/next/dist/compiled/server-only/empty.js'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // One Payload instance and one database for the whole suite.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Run by scripts/scale.ts (npm run test:scale), which starts what they talk to.
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
