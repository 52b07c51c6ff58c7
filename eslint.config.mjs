import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import redos from 'eslint-plugin-redos'

/**
 * The layers, top to bottom; a file may import from its own layer and the ones below it, never
 * from one above. Routes (`src/app`, which also serves the admin's import map) and the admin's
 * screens (`src/admin`) are the top; `src/lib` (pure rules: no I/O, no environment, no React) is
 * the ground, and `src/server` (what reads the environment or talks to Redis, SMTP and other
 * services) sits on it, beside the workarounds for the frameworks' gaps.
 */
const LAYERS = [
  ['./src/app/**/*'],
  ['./src/admin/**/*'],
  // A block's component (.tsx) renders; its field config (.ts) is schema, read by collections.
  ['./blocks/**/*.tsx'],
  ['./src/components/**/*'],
  ['./src/data/**/*'],
  ['./payload.config.*'],
  ['./collections/**/*', './globals/**/*', './blocks/**/*.ts'],
  ['./src/workarounds/**/*', './src/server/**/*'],
  ['./src/lib/**/*'],
]
const layerZones = LAYERS.slice(1).map((target, i) => ({
  target,
  from: LAYERS.slice(0, i + 1).flat(),
  message: 'This layer sits below the one it imports from: move the shared code down instead.',
}))

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The import graph is checked over the project's own files only (cycles, layers): packages
    // and style sheets are not read for it.
    settings: { 'import/ignore': ['node_modules', '\\.(css|scss|svg|json)$'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // src/lib is pure: it reads no environment and imports nothing that does I/O (types aside).
    files: ['src/lib/**/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|ioredis|pino|nodemailer|server-only|next/(headers|cache|server))',
              message: 'src/lib holds pure rules: code that does I/O belongs in src/server.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'src/lib holds pure rules: read the environment in src/server and pass it in.',
        },
      ],
    },
  },
  {
    // Every pattern in the code that runs on a request is proved free of super-linear
    // backtracking: on a long input such a pattern holds the whole process for seconds.
    files: ['src/**/*', 'collections/**/*', 'globals/**/*', 'blocks/**/*', '*.mjs', '*.ts'],
    plugins: { redos },
    rules: { 'redos/no-vulnerable': 'error' },
  },
  {
    ignores: [
      'node_modules/**',
      '**/.next/**',
      '.data/**',
      'media/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/*.ts',
      'next-env.d.ts',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
