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
import { forms } from './forms'
import { pages } from './pages'
import type { SeedPage } from './pages/types'
import { seedCalculators, seedCurrencies, seedPlans, seedPriceBooks } from './pricing'
import { resolveRefs } from './refs'
import { createMissing, seedContext } from './upsert'
import { settings } from './settings'
import { CLIENT_LOGOS, logoAlt, logoPng, portraitPng, uploadOnce } from './artwork'

/** One seeder per kind of content; each returns how many documents it created. */
type Seeder = (payload: Payload) => Promise<number>

const seedSettings: Seeder = async (payload) => {
  const current = await payload.findGlobal({ slug: 'site-settings' })
  if (current.loginUrl) return 0
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...settings, _status: 'published' },
    context: seedContext,
  })
  return 1
}

const toPageData = (page: SeedPage) => ({
  title: page.title,
  slug: page.slug,
  indexed: page.indexed ?? true,
  layout: page.layout,
  offer: page.offer,
  _status: 'published',
  meta: { title: page.title, description: page.description },
})

// Offer pages refer to other pages (where visitors go after the offer), so they come last.
const seedPages: Seeder = async (payload) => {
  const plain = pages.filter((page) => !page.offer)
  const offers = pages.filter((page) => page.offer)
  return (
    (await createMissing(payload, 'pages', 'slug', await resolveRefs(payload, plain), toPageData)) +
    (await createMissing(payload, 'pages', 'slug', await resolveRefs(payload, offers), toPageData))
  )
}

/** In dependency order: later seeders may refer to what earlier ones created. */
const seeders: Record<string, Seeder> = {
  settings: seedSettings,
  claims: (payload) =>
    createMissing(payload, 'claims', 'key', claims, (claim) => ({
      ...claim,
      _status: 'published',
    })),
  faqItems: (payload) => createMissing(payload, 'faq-items', 'question', faqItems, (item) => item),
  // Each client's illustrated portrait and their company's logo (one of the client logos).
  testimonials: async (payload) => {
    const items = []
    for (const { portrait, logo, ...item } of testimonialItems) {
      const file = `client-${item.name.toLowerCase().replace(/[^a-z]+/g, '-')}.png`
      const client = CLIENT_LOGOS.find(({ name }) => name === logo)
      items.push({
        ...item,
        portrait:
          portrait === undefined
            ? undefined
            : await uploadOnce(payload, file, `Illustrated portrait of ${item.name}`, () =>
                portraitPng(portrait),
              ),
        companyLogo: client
          ? await uploadOnce(
              payload,
              `client-logo-${client.name.toLowerCase()}.png`,
              logoAlt(client),
              () => logoPng(client),
            )
          : undefined,
      })
    }
    return createMissing(payload, 'testimonials', 'quote', items, (item) => item)
  },
  teamMembers: async (payload) => {
    const members = []
    for (const [index, member] of teamMembers.entries()) {
      const file = `team-${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}.png`
      const photo = await uploadOnce(payload, file, `Illustrated portrait of ${member.name}`, () =>
        portraitPng(index),
      )
      members.push({ ...member, photo })
    }
    return createMissing(payload, 'team-members', 'name', members, (member) => member)
  },
  clientLogos: async (payload) => {
    const before = await payload.count({ collection: 'media' })
    for (const logo of CLIENT_LOGOS) {
      await uploadOnce(payload, `client-logo-${logo.name.toLowerCase()}.png`, logoAlt(logo), () =>
        logoPng(logo),
      )
    }
    return (await payload.count({ collection: 'media' })).totalDocs - before.totalDocs
  },
  caseStudies: seedCaseStudies,
  academy: seedAcademy,
  currencies: seedCurrencies,
  plans: seedPlans,
  priceBooks: seedPriceBooks,
  calculators: seedCalculators,
  forms: (payload) => createMissing(payload, 'forms', 'title', forms, (form) => form),
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
