/**
 * A valid document of every collection of the site, a change to it and, for the globals, a
 * change and what a reader must see: what the access tests act on (`attempt`), and what the other
 * tests start from. Payload's own collections (`payload-…`) are checked over HTTP only
 * (tests/e2e/access-matrix.spec.ts): how they come about and who owns them is Payload's.
 */
import type {
  CollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  RequiredDataFromCollectionSlug,
} from 'payload'
import sharp from 'sharp'
import { CALCULATOR_DEFAULTS } from '@/lib/roi'
import type { Actor, GlobalOp, Op } from '../support/access'
import { lexicalParagraph } from '../support/lexical'
import { allowed, as, uniq, visible } from './matrix'
import { testPayload } from './payload'

/** The collections of the site, as opposed to Payload's own. */
export type SiteCollection = Exclude<CollectionSlug, `payload-${string}`>
/** The globals of the site, as opposed to Payload's own. */
export type SiteGlobal = Exclude<GlobalSlug, `payload-${string}`>

type Sample<S extends SiteCollection> = {
  /** A new document (published, where the collection keeps drafts). */
  data: () => Promise<RequiredDataFromCollectionSlug<S>>
  /** A change that whoever may update the collection may make. */
  change: Partial<RequiredDataFromCollectionSlug<S>>
  /** The file, for an upload collection. */
  file?: () => Promise<{ data: Buffer; mimetype: string; name: string; size: number }>
}

let png: Promise<Buffer> | undefined
const squarePng = () =>
  (png ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#3b6ef5' } })
    .png()
    .toBuffer())

let author: Promise<number> | undefined
/** A seeded author, for posts. */
const anAuthor = () =>
  (author ??= testPayload().then(async (payload) => {
    const { docs } = await payload.find({ collection: 'authors', limit: 1 })
    return docs[0].id
  }))

let plan: Promise<number> | undefined
/** A plan of the tests' own, for price books and calculators. */
const aPlan = () =>
  (plan ??= testPayload().then(async (payload) => {
    const created = await payload.create({
      collection: 'plans',
      data: { key: `base-${uniq()}`, name: 'Base plan', _status: 'published' },
    })
    return created.id
  }))

let endpoint: Promise<number> | undefined
/** A webhook endpoint of the tests' own (on loopback, which the tests allow), for deliveries. */
const anEndpoint = () =>
  (endpoint ??= testPayload().then(async (payload) => {
    const created = await payload.create({
      collection: 'webhook-endpoints',
      data: { url: 'http://127.0.0.1:9/matrix', events: ['submission.created'], active: false },
    })
    return created.id
  }))

let form: Promise<number> | undefined
/** A form of the tests' own, for form entries. */
const aForm = () =>
  (form ??= testPayload().then(async (payload) => {
    const created = await payload.create({
      collection: 'forms',
      data: {
        title: `Matrix form ${uniq()}`,
        fields: [{ blockType: 'text', name: 'name', label: 'Name', required: true }],
        confirmationType: 'message',
        confirmationMessage: lexicalParagraph('Thank you.'),
      },
    })
    return created.id
  }))

let stepCounter = 0

const editorial = { _status: 'published' as const }

export const samples: { [S in SiteCollection]: Sample<S> } = {
  pages: {
    data: async () => ({
      title: 'Matrix page',
      slug: `matrix-${uniq()}`,
      layout: [{ blockType: 'hero', heading: 'Hello' }],
      ...editorial,
    }),
    change: { title: 'Changed' },
  },
  posts: {
    data: async () => ({
      title: 'Matrix post',
      slug: `matrix-post-${uniq()}`,
      excerpt: 'A post made by the access matrix.',
      category: 'Sales',
      author: await anAuthor(),
      readTime: '3 min read',
      body: lexicalParagraph('Hello'),
      ...editorial,
    }),
    change: { title: 'Changed' },
  },
  authors: {
    data: async () => ({
      name: `Author ${uniq()}`,
      jobTitle: 'Outreach Consultant',
      ...editorial,
    }),
    change: { jobTitle: 'Head of Content' },
  },
  'case-studies': {
    data: async () => ({
      title: 'A accountancy practice fills its diary',
      slug: `cs-${uniq()}`,
      kind: 'b2b',
      company: 'A 12-person accountancy practice in Norwich.',
      industry: 'Accountancy',
      duration: '3 months',
      challenge: 'Growth depended on referrals.',
      solution: 'Outreach to owner-managed businesses.',
      results: [{ text: '18 discovery calls booked' }],
      ...editorial,
    }),
    change: { duration: '4 months' },
  },
  claims: {
    // One reading: nothing for the claims audit to flag.
    data: async () => ({
      topic: `Matrix claim ${uniq()}`,
      key: `matrix-${uniq()}`,
      readings: [{ path: `/matrix-${uniq()}`, value: '10-40' }],
      ...editorial,
    }),
    change: { topic: 'Changed' },
  },
  'faq-items': {
    data: async () => ({
      question: `Who may change this? ${uniq()}`,
      answer: 'Editors.',
      ...editorial,
    }),
    change: { answer: 'Editors and admins.' },
  },
  testimonials: {
    data: async () => ({ quote: 'They filled our diary.', name: `Client ${uniq()}`, ...editorial }),
    change: { company: 'B2B SaaS, 25 staff' },
  },
  'team-members': {
    data: async () => ({ name: `Member ${uniq()}`, role: 'Outreach Consultant', ...editorial }),
    change: { bio: 'Joined this year.' },
  },
  'academy-modules': {
    data: async () => ({
      title: `Matrix module ${uniq()}`,
      description: 'Checks who may change modules.',
      lessonsCount: 3,
      duration: '45m',
      difficulty: 'Beginner',
      progress: 0,
      isUnlocked: true,
      topics: ['Access'],
      ...editorial,
    }),
    change: { progress: 25 },
  },
  'academy-videos': {
    data: async () => ({
      title: `Matrix video ${uniq()}`,
      duration: '5:00',
      level: 'Advanced',
      rating: 4.2,
      ...editorial,
    }),
    change: { rating: 3.9 },
  },
  'learning-steps': {
    // Step numbers are unique: new ones start above the seeded six.
    data: async () => ({
      stepNumber: 1000 + ++stepCounter,
      durationLabel: 'Week 9',
      title: 'Matrix step',
      description: 'Checks who may change learning steps.',
      lessons: ['Access'],
      ...editorial,
    }),
    change: { isActive: true },
  },
  plans: {
    data: async () => ({
      key: `plan-${uniq()}`,
      name: 'Matrix plan',
      features: [{ text: 'Weekly calls' }],
      ...editorial,
    }),
    change: { name: 'Changed' },
  },
  'price-books': {
    data: async () => ({
      key: `book-${uniq()}`,
      title: 'Matrix book',
      prices: [
        {
          plan: await aPlan(),
          monthlyGbp: 100,
          prospects: { perMonth: 800, perYear: 9600 },
        },
      ],
      ...editorial,
    }),
    change: { title: 'Changed' },
  },
  calculators: {
    data: async () => ({
      key: `calc-${uniq()}`,
      title: 'Matrix calculator',
      packages: [
        {
          plan: await aPlan(),
          key: 'leadpilotpro',
          expectedMeetings: { min: 5, max: 15 },
          prospectsPerMonth: 800,
        },
      ],
      defaults: { ...CALCULATOR_DEFAULTS },
      ...editorial,
    }),
    change: { title: 'Changed' },
  },
  media: {
    data: async () => ({ alt: 'Blue square' }),
    change: { alt: 'Changed' },
    file: async () => {
      const data = await squarePng()
      return { data, mimetype: 'image/png', name: `m-${uniq()}.png`, size: data.length }
    },
  },
  redirects: {
    data: async () => ({
      from: `/matrix-${uniq()}`,
      to: { type: 'custom', url: '/' },
      type: '301',
      ...editorial,
    }),
    change: { type: '302' },
  },
  search: {
    data: async () => {
      const payload = await testPayload()
      const page = await payload.create({
        collection: 'pages',
        data: {
          title: 'Matrix search page',
          slug: `matrix-search-${uniq()}`,
          layout: [{ blockType: 'hero', heading: 'Hello' }],
        },
      })
      return { title: 'Matrix entry', doc: { relationTo: 'pages' as const, value: page.id } }
    },
    change: { priority: 2 },
  },
  'onboarding-submissions': {
    data: async () => ({
      submissionId: crypto.randomUUID(),
      name: 'Matrix Client',
      status: 'new',
      briefStatus: 'queued',
      variant: 'full',
    }),
    change: { status: 'contacted' },
  },
  'data-requests': {
    data: async () => ({
      email: `matrix-${crypto.randomUUID()}@example.com`,
      kind: 'access',
      receivedAt: new Date().toISOString(),
      status: 'open',
    }),
    change: { details: 'Asked again by telephone.' },
  },
  forms: {
    data: async () => ({
      title: `Matrix form ${uniq()}`,
      fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
      confirmationType: 'message',
      confirmationMessage: lexicalParagraph('Thank you.'),
    }),
    change: { title: 'Changed form' },
  },
  'form-submissions': {
    data: async () => ({
      form: await aForm(),
      entryId: crypto.randomUUID(),
      submissionData: [{ field: 'name', value: 'Matrix Sender' }],
      name: 'Matrix Sender',
      email: `matrix-${uniq()}@example.com`,
    }),
    change: { name: 'Changed' },
  },
  'privacy-complaints': {
    data: async () => ({
      reference: `PC-MATRIX-${uniq()}`,
      name: 'Matrix Complainant',
      email: `complainant-${uniq()}@test.example`,
      whatHappened: 'You kept my details after I asked you to delete them.',
      status: 'open',
    }),
    change: { status: 'answered' },
  },
  conversations: {
    data: async () => ({
      email: `chat-${uniq()}@test.example`,
      status: 'open',
      lastContactAt: new Date().toISOString(),
      messages: [{ sender: 'visitor', text: 'Hello', at: new Date().toISOString() }],
    }),
    change: { status: 'closed' },
  },
  'onboarding-drafts': {
    data: async () => ({
      reference: crypto.randomUUID(),
      name: 'Matrix Starter',
      email: `matrix-${crypto.randomUUID()}@example.com`,
      stepsDone: 1,
      status: 'open',
      variant: 'full',
      answers: {},
      page: '/onboarding',
      lastSavedAt: new Date().toISOString(),
      revision: 1,
    }),
    change: { name: 'Changed' },
  },
  bookings: {
    data: async () => ({
      name: 'Matrix Invitee',
      email: `matrix-${crypto.randomUUID()}@example.com`,
      startTime: new Date().toISOString(),
      status: 'booked',
      inviteeUri: `https://api.calendly.com/scheduled_events/matrix/invitees/${crypto.randomUUID()}`,
      receivedAt: new Date().toISOString(),
    }),
    change: { submission: null },
  },
  'webhook-endpoints': {
    data: async () => ({
      url: `http://127.0.0.1:9/matrix-${uniq()}`,
      events: ['submission.created'],
      active: false,
    }),
    change: { events: ['submission.created', 'person.erased'] },
  },
  'webhook-deliveries': {
    data: async () => ({
      endpoint: await anEndpoint(),
      type: 'test',
      messageId: `msg_matrix${uniq()}`,
      payload: { type: 'test', timestamp: new Date().toISOString(), data: {} },
      status: 'delivered',
    }),
    change: { status: 'failed' },
  },
  // Always somebody else's account.
  users: {
    data: async () => ({
      email: `other-${uniq()}@test.example`,
      password: 'another-long-password',
      role: 'marketer',
    }),
    change: { name: 'Renamed' },
  },
  'page-views': {
    data: async () => ({ path: `/matrix-${uniq()}`, day: new Date().toISOString(), views: 1 }),
    change: { views: 2 },
  },
  'landing-visits': {
    data: async () => ({
      path: `/matrix-${uniq()}`,
      campaign: `matrix-${uniq()}`,
      day: new Date().toISOString(),
      visits: 1,
    }),
    change: { visits: 2 },
  },
  'missing-pages': {
    data: async () => ({ path: `/matrix-${uniq()}`, hits: 1 }),
    change: { hits: 2 },
  },
  'audit-log': {
    data: async () => ({ change: 'Brief recipients', who: 'matrix', before: [], after: [] }),
    change: { who: 'forged' },
  },
}

type GlobalSample<G extends SiteGlobal> = {
  /** A change that whoever may update the global may make, leaving what the site shows as it is. */
  change: () => Promise<Partial<DataFromGlobalSlug<G>>>
  /** Whether a reader got the published values back. */
  shows?: (doc: DataFromGlobalSlug<G>) => boolean
}

/** A change that writes back what the global already holds (the part `pick` takes). */
const asItIs =
  <G extends SiteGlobal>(
    slug: G,
    pick: (doc: DataFromGlobalSlug<G>) => Partial<DataFromGlobalSlug<G>>,
  ) =>
  async () =>
    pick((await (await testPayload()).findGlobal({ slug })) as DataFromGlobalSlug<G>)

const globalSamples: { [G in SiteGlobal]: GlobalSample<G> } = {
  'site-settings': {
    change: async () => ({ footerNote: `Note ${uniq()}`, _status: 'published' as const }),
  },
  // Publishes the rates it already has, so the live rates stay as seeded.
  currencies: {
    change: asItIs('currencies', ({ eur }) => ({ eur, _status: 'published' as const })),
    shows: (doc) => doc.eur?.rate === 1.17,
  },
  // Nothing changes, so nothing is audited.
  'privacy-settings': {
    change: asItIs('privacy-settings', ({ enquiryMonths }) => ({ enquiryMonths })),
  },
  'second-factor': { change: asItIs('second-factor', ({ requiredFor }) => ({ requiredFor })) },
}

/** A new document of this collection, stored without access control. */
async function stored<S extends SiteCollection>(collection: S) {
  const payload = await testPayload()
  const sample: Sample<S> = samples[collection]
  return payload.create({
    collection,
    data: await sample.data(),
    file: await sample.file?.(),
  } as never) as Promise<{ id: number }>
}

/**
 * Attempts `op` on a document of `collection` as `actor`, on a document of its own: true when it
 * ran, false when access control refused it. What it stored or created is removed afterwards, so
 * the other tests find the collections as they were.
 */
export async function attempt(collection: SiteCollection, actor: Actor, op: Op): Promise<boolean> {
  const payload = await testPayload()
  const sample = samples[collection] as Sample<SiteCollection>
  const made: number[] = []
  try {
    if (op === 'create')
      return await allowed(async () => {
        const created = await payload.create({
          collection,
          data: await sample.data(),
          file: await sample.file?.(),
          ...as(actor),
        } as never)
        made.push((created as { id: number }).id)
      })
    const { id } = await stored(collection)
    made.push(id)
    if (op === 'read')
      return await visible(() =>
        payload.find({ collection, where: { id: { equals: id } }, ...as(actor) }),
      )
    if (op === 'update')
      return await allowed(() =>
        payload.update({ collection, id, data: sample.change, ...as(actor) } as never),
      )
    return await allowed(() => payload.delete({ collection, id, ...as(actor) }))
  } finally {
    if (made.length) await payload.delete({ collection, where: { id: { in: made } } })
  }
}

/** Attempts `op` on a global as `actor`: true when it ran, false when access control refused it. */
export async function attemptGlobal(slug: SiteGlobal, actor: Actor, op: GlobalOp) {
  const payload = await testPayload()
  const sample = globalSamples[slug] as GlobalSample<SiteGlobal>
  if (op === 'update')
    return allowed(async () =>
      payload.updateGlobal({ slug, data: await sample.change(), ...as(actor) } as never),
    )
  let doc: DataFromGlobalSlug<SiteGlobal> | undefined
  const ok = await allowed(async () => {
    doc = await payload.findGlobal({ slug, ...as(actor) })
  })
  return ok && (sample.shows?.(doc!) ?? true)
}
