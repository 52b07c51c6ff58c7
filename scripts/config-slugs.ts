/**
 * Prints, as JSON, the slug of every collection and global of the Payload config, Payload's own
 * collections included. The access matrix (tests/e2e/access-matrix.spec.ts) runs it, so that it
 * fails when its table (tests/support/access.ts) and the config disagree.
 */
export type ConfigSlugs = {
  collections: Array<{ slug: string }>
  globals: Array<{ slug: string }>
}

if (process.argv[1]?.endsWith('config-slugs.ts')) {
  const { default: config } = await import('@payload-config')
  const { collections, globals } = await config
  const slugs: ConfigSlugs = {
    collections: collections.map(({ slug }) => ({ slug })),
    globals: globals.map(({ slug }) => ({ slug })),
  }
  process.stdout.write(JSON.stringify(slugs))
  process.exit(0)
}
