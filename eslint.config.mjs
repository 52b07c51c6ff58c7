import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
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
