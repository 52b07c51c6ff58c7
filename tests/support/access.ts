/**
 * Who may do what: the one table of expected access, for every collection and global of the
 * Payload config, per operation and per actor (admin everything, marketer content, ops
 * submissions, visitors read). The integration suite checks it through Payload's local API
 * (tests/int/access.test.ts), the browser suite over HTTP (tests/e2e/access-matrix.spec.ts); both
 * fail when the config has a collection or global the table does not cover, or the other way
 * round (tableGaps).
 *
 * `read` of a document means the caller gets it back; a refusal is a 401/403, a 404 or the
 * document filtered out. Globals are only read and updated. `screen` is who the admin lists the
 * collection or global for (staff only; Payload's own collections are listed for nobody).
 */
import type { CollectionSlug, GlobalSlug } from 'payload'
import type { Role } from '@/lib/access'

export type Actor = 'anonymous' | Role
export type Op = 'read' | 'create' | 'update' | 'delete'
export type GlobalOp = 'read' | 'update'

export const ACTORS: Actor[] = ['anonymous', 'marketer', 'ops', 'admin']
export const OPS: Op[] = ['read', 'create', 'update', 'delete']
export const GLOBAL_OPS: GlobalOp[] = ['read', 'update']

type Rule<O extends string> = Record<O, Actor[]> & { screen: Actor[] }

const everyone = ACTORS
const staff: Actor[] = ['marketer', 'ops', 'admin']
const editors: Actor[] = ['marketer', 'admin']
const opsTeam: Actor[] = ['ops', 'admin']
const admins: Actor[] = ['admin']
const nobody: Actor[] = []

/** Content everyone reads and editors (marketer, admin) write; ops never see its screens. */
const content: Rule<Op> = {
  read: everyone,
  create: editors,
  update: editors,
  delete: editors,
  screen: editors,
}
/** Payload's own bookkeeping: nobody reaches it through the API, and the admin lists none of it. */
const bookkeeping: Rule<Op> = {
  read: nobody,
  create: nobody,
  update: nobody,
  delete: nobody,
  screen: nobody,
}

export const COLLECTION_ACCESS: Record<CollectionSlug, Rule<Op>> = {
  pages: content,
  posts: content,
  authors: content,
  'case-studies': content,
  claims: content,
  'faq-items': content,
  testimonials: content,
  'team-members': content,
  'academy-modules': content,
  'academy-videos': content,
  'learning-steps': content,
  plans: content,
  'price-books': content,
  calculators: content,
  media: content,
  // Forms marketers build and place on pages: content (visitors read a form to fill it in; the
  // team address in it is for staff only, set by admins: tests/int/forms.test.ts).
  forms: content,
  // Content too, under Settings: every member of staff sees the list.
  redirects: { ...content, screen: staff },
  // The site search's index, written by publishing alone: editors see and tidy it; visitors
  // search through /api/site-search, which finds published documents only.
  search: { read: editors, create: nobody, update: editors, delete: editors, screen: editors },
  // Personal data: ops and admins read and update, only admins delete, nobody creates through
  // the API (the public form posts to /api/onboarding).
  'onboarding-submissions': {
    read: opsTeam,
    create: nobody,
    update: opsTeam,
    delete: admins,
    screen: opsTeam,
  },
  // The register of people's requests about their data: ops and admins keep it; nobody deletes
  // an entry through the API (the retention job removes answered ones after the register's
  // period).
  'data-requests': {
    read: opsTeam,
    create: opsTeam,
    update: opsTeam,
    delete: nobody,
    screen: opsTeam,
  },
  // Complaints about personal data: the same as submissions (the public form posts to
  // /api/privacy-complaint).
  'privacy-complaints': {
    read: opsTeam,
    create: nobody,
    update: opsTeam,
    delete: admins,
    screen: opsTeam,
  },
  // Live chats: personal data, started by the public chat (/api/chat); ops and admins read and
  // answer them, only admins delete.
  conversations: {
    read: opsTeam,
    create: nobody,
    update: opsTeam,
    delete: admins,
    screen: opsTeam,
  },
  // What people send through the site's forms: personal data. Ops and admins read and export
  // them, marketers never; nobody creates one through the API (the site posts to /api/form-entries) or
  // changes one; only admins delete.
  'form-submissions': {
    read: opsTeam,
    create: nobody,
    update: nobody,
    delete: admins,
    screen: opsTeam,
  },
  // Calls booked through Calendly: personal data, written by its webhook only; ops and admins
  // read them and link them to a submission, only admins delete.
  // The wizard's progress, written only by the server as a visitor completes each step: ops and
  // admins read it, only admins delete it.
  'onboarding-drafts': {
    read: opsTeam,
    create: nobody,
    update: nobody,
    delete: admins,
    screen: opsTeam,
  },
  bookings: {
    read: opsTeam,
    create: nobody,
    update: opsTeam,
    delete: admins,
    screen: opsTeam,
  },
  // Where events with personal data are sent, and each delivery: admins only. Deliveries are
  // written by the server alone; admins delete them (the retention job does after 30 days).
  'webhook-endpoints': {
    read: admins,
    create: admins,
    update: admins,
    delete: admins,
    screen: admins,
  },
  'webhook-deliveries': {
    read: admins,
    create: nobody,
    update: nobody,
    delete: admins,
    screen: admins,
  },
  // Somebody else's account: admins only (everyone else sees and edits only their own, so every
  // member of staff has the screen).
  users: { read: admins, create: admins, update: admins, delete: admins, screen: staff },
  // Counted by the server from the beacon and the 404s it answers: staff read the views and
  // visits, editors the 404s, admins clear them; all are shown in views of their own, not as
  // collections.
  'page-views': { read: staff, create: nobody, update: nobody, delete: admins, screen: nobody },
  'landing-visits': { read: staff, create: nobody, update: nobody, delete: admins, screen: nobody },
  'missing-pages': {
    read: editors,
    create: nobody,
    update: nobody,
    delete: admins,
    screen: nobody,
  },
  // Changes to where briefs are e-mailed: admins read them; only the server writes them.
  'audit-log': { read: admins, create: nobody, update: nobody, delete: nobody, screen: admins },
  // Payload's collections. Preferences are per user: even an admin cannot read somebody else's.
  'payload-preferences': { ...bookkeeping, create: staff },
  // Locks: everyone on the staff sees who is editing what; a lock is created in one's own name on
  // a document one may edit, and nobody changes or releases somebody else's (taking one over is
  // tested in tests/int/access.test.ts).
  'payload-locked-documents': { ...bookkeeping, read: staff, create: editors },
  'payload-jobs': bookkeeping,
  'payload-kv': bookkeeping,
  'payload-migrations': bookkeeping,
}

export const GLOBAL_ACCESS: Record<GlobalSlug, Rule<GlobalOp>> = {
  'site-settings': { read: everyone, update: editors, screen: editors },
  currencies: { read: everyone, update: editors, screen: editors },
  // How long personal data is kept, and which roles must sign in with a second factor: admins'.
  'privacy-settings': { read: admins, update: admins, screen: admins },
  'second-factor': { read: admins, update: admins, screen: admins },
  // Payload's record of when each scheduled job was last queued: the job runner's alone.
  'payload-jobs-stats': { read: nobody, update: nobody, screen: nobody },
}

/** Payload's own collections and globals (`payload-…`), which it adds to the config itself. */
export const isPayloadOwn = (slug: string): boolean => slug.startsWith('payload-')

/**
 * Where the table and a config disagree: every collection or global the config has and the table
 * does not cover, and every one the table names and the config does not have. Empty when they
 * agree.
 */
export function tableGaps(config: {
  collections: ReadonlyArray<{ slug: string }>
  globals: ReadonlyArray<{ slug: string }>
}): string[] {
  const gaps = (kind: string, inConfig: string[], inTable: string[]) => [
    ...inConfig
      .filter((slug) => !inTable.includes(slug))
      .map((slug) => `${kind} ${slug}: not in the table`),
    ...inTable
      .filter((slug) => !inConfig.includes(slug))
      .map((slug) => `${kind} ${slug}: not in the config`),
  ]
  return [
    ...gaps(
      'collection',
      config.collections.map((c) => c.slug),
      Object.keys(COLLECTION_ACCESS),
    ),
    ...gaps(
      'global',
      config.globals.map((g) => g.slug),
      Object.keys(GLOBAL_ACCESS),
    ),
  ]
}
