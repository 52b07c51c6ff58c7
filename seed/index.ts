/**
 * The idempotent seed: creates what is missing and leaves what exists alone, so running it
 * twice changes nothing and a marketer's edits are never overwritten.
 */
import type { Payload } from 'payload'
import { seedAuthors, seedPosts } from './blog'
import { pages } from './pages'
import { createMissing, seedContext } from './upsert'
import { settings } from './settings'

/** One seeder per kind of content; each returns how many documents it created. */
type Seeder = (payload: Payload) => Promise<number>

const seedSettings: Seeder = async (payload) => {
  const current = await payload.findGlobal({ slug: 'site-settings' })
  if (current.loginUrl) return 0
  await payload.updateGlobal({ slug: 'site-settings', data: settings, context: seedContext })
  return 1
}

const seedPages: Seeder = (payload) =>
  createMissing(payload, 'pages', 'slug', pages, (page) => ({
    title: page.title,
    slug: page.slug,
    layout: page.layout,
    _status: 'published',
    meta: { title: page.title, description: page.description },
  }))

/** In dependency order: later seeders may refer to what earlier ones created. */
const seeders: Record<string, Seeder> = {
  settings: seedSettings,
  pages: seedPages,
  authors: seedAuthors,
  posts: seedPosts,
}

export type SeedReport = Record<string, number>

export async function seed(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = {}
  for (const [name, run] of Object.entries(seeders)) report[name] = await run(payload)
  payload.logger.info({ msg: 'seed finished', ...report })
  return report
}

/** True when the database holds no content yet (a fresh install). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  return totalDocs === 0
}
