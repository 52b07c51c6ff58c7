/** Payload wiring only: adapters, plugins, collections and globals live in their own folders. */
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AcademyModules } from './collections/AcademyModules'
import { AcademyVideos } from './collections/AcademyVideos'
import {
  anyone,
  checkCreateAccessFirst,
  endpointAccess,
  isAdmin,
  isEditor,
  isOps,
} from './collections/access'
import { Claims } from './collections/Claims'
import { FaqItems } from './collections/FaqItems'
import { CaseStudies } from './collections/CaseStudies'
import { LearningSteps } from './collections/LearningSteps'
import { Calculators } from './collections/Calculators'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { OnboardingSubmissions } from './collections/OnboardingSubmissions'
import { releaseOrphanedJobs } from './collections/OnboardingSubmissions/jobs/runner'
import { sendBriefTask } from './collections/OnboardingSubmissions/jobs/sendBrief'
import { Pages } from './collections/Pages'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Plans } from './collections/Plans'
import { PriceBooks } from './collections/PriceBooks'
import { Posts } from './collections/Posts'
import { Users } from './collections/Users'
import { Currencies } from './globals/Currencies'
import { SiteSettings } from './globals/SiteSettings'
import { migrations } from './migrations'
import { logPoolErrors } from './src/data/pool-errors'
import { badInputIsClientError, guardExportCreate } from './src/lib/api-errors'
import { emailTransport } from './src/lib/email-config'
import { siteUrl } from './src/lib/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.NEXT_PUBLIC_SERVER_URL || ''

export default buildConfig({
  serverURL,
  // CSRF: a staff cookie counts only on requests from the site's own origin (the Origin header,
  // else Sec-Fetch-Site); from anywhere else the caller is anonymous. Tokens sent as headers are
  // unaffected. Payload adds serverURL itself.
  csrf: [new URL(siteUrl()).origin],
  secret: process.env.PAYLOAD_SECRET ?? '',
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Leadpilot admin' },
    components: {
      views: {
        claimsAudit: {
          Component: '/src/admin/ClaimsAudit#ClaimsAudit',
          path: '/claims-audit',
          exact: true,
        },
      },
      afterNavLinks: ['/src/admin/ClaimsAuditNavLink#ClaimsAuditNavLink'],
    },
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    Posts,
    Authors,
    CaseStudies,
    Claims,
    FaqItems,
    Testimonials,
    TeamMembers,
    OnboardingSubmissions,
    AcademyModules,
    AcademyVideos,
    LearningSteps,
    Plans,
    PriceBooks,
    Calculators,
    Media,
    Users,
  ],
  globals: [SiteSettings, Currencies],
  editor: lexicalEditor(),
  jobs: {
    tasks: [sendBriefTask],
    // One runner in the app process works the queue every two seconds (brief e-mails, scheduled
    // publishing of pages and posts), so a job is never picked up twice at once. It starts with
    // Payload, which src/instrumentation.ts wakes once the server is up.
    autoRun: [{ cron: '*/2 * * * * *', queue: 'default', limit: 20 }],
    // Before each tick, jobs left marked processing by a runner that died are released.
    shouldAutoRun: async (payload) => {
      if (process.env.NEXT_PHASE === 'phase-production-build') return false
      if (process.env.JOBS_AUTORUN === 'false') return false
      await releaseOrphanedJobs(payload)
      return true
    },
    // That runner is the only one: nobody runs the queue over HTTP (/api/payload-jobs/run).
    access: { run: () => false },
  },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    // Schema changes ship as committed migrations; never push the schema.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  email: emailTransport
    ? nodemailerAdapter({
        defaultFromAddress: process.env.EMAIL_FROM ?? 'onboarding@leadpilot.example',
        defaultFromName: 'Leadpilot',
        transportOptions: emailTransport,
        skipVerify: true,
      })
    : undefined,
  sharp,
  onInit: logPoolErrors,
  // Bad input that Payload would answer 500 (an ID PostgreSQL cannot read, broken form data) is a 400.
  hooks: { afterError: [badInputIsClientError] },
  logger: { options: { level: process.env.LOG_LEVEL ?? 'info' } },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    // CSV export of onboarding submissions for ops. Exports hold personal data: ops and admins only.
    importExportPlugin({
      collections: [
        {
          slug: 'onboarding-submissions',
          import: false,
          export: { format: 'csv', disableJobsQueue: true },
        },
      ],
      overrideExportCollection: ({ collection }) => ({
        ...collection,
        admin: { ...collection.admin, group: 'Clients' },
        access: { ...collection.access, read: isOps, create: isOps, delete: isAdmin },
        // Download and preview build the CSV there and then: ops and admins only.
        endpoints: (collection.endpoints || []).map(endpointAccess(isOps)),
        hooks: {
          ...collection.hooks,
          beforeOperation: [
            checkCreateAccessFirst(isOps),
            guardExportCreate,
            ...(collection.hooks?.beforeOperation ?? []),
          ],
        },
      }),
      overrideImportCollection: ({ collection }) => ({
        ...collection,
        admin: { ...collection.admin, group: 'Clients', hidden: true },
        access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
      }),
    }),
    seoPlugin({
      collections: ['pages', 'posts'],
      uploadsCollection: 'media',
      generateTitle: ({ doc }) => `${(doc as { title?: string }).title ?? ''} | Leadpilot`,
    }),
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['301', '302'],
      overrides: {
        admin: { group: 'Settings' },
        access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
      },
    }),
  ],
})
