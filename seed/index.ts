/**
 * The idempotent seed: creates what is missing and leaves what exists alone, so running it
 * twice changes nothing and a marketer's edits are never overwritten.
 */
import type { Payload } from 'payload'
import { claims } from './claims'
import { faqItems, teamMembers, testimonialItems } from './library'
import { seedCaseStudies } from './case-studies'
import { seedAcademy } from './academy'
import { seedAuthors, seedPosts } from './blog'
import { pages } from './pages'
import { seedCalculators, seedCurrencies, seedPlans, seedPriceBooks } from './pricing'
import { resolveRefs } from './refs'
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

const seedPages: Seeder = async (payload) =>
  createMissing(payload, 'pages', 'slug', await resolveRefs(payload, pages), (page) => ({
    title: page.title,
    slug: page.slug,
    layout: page.layout,
    _status: 'published',
    meta: { title: page.title, description: page.description },
  }))

/** In dependency order: later seeders may refer to what earlier ones created. */
const seeders: Record<string, Seeder> = {
  settings: seedSettings,
  claims: (payload) => createMissing(payload, 'claims', 'key', claims, (claim) => claim),
  faqItems: (payload) => createMissing(payload, 'faq-items', 'question', faqItems, (item) => item),
  testimonials: (payload) =>
    createMissing(payload, 'testimonials', 'quote', testimonialItems, (item) => item),
  teamMembers: (payload) =>
    createMissing(payload, 'team-members', 'name', teamMembers, (member) => member),
  caseStudies: seedCaseStudies,
  academy: seedAcademy,
  currencies: seedCurrencies,
  plans: seedPlans,
  priceBooks: seedPriceBooks,
  calculators: seedCalculators,
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
