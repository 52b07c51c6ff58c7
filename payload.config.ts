/** Payload wiring only: adapters, plugins, collections and globals live in their own folders. */
import { postgresAdapter } from '@payloadcms/db-postgres'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { s3Storage } from '@payloadcms/storage-s3'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildConfig,
  type CollectionConfig,
  type DashboardConfig,
  type GlobalConfig,
  type WidgetInstance,
} from 'payload'

import { AcademyModules } from './collections/AcademyModules'
import { AcademyVideos } from './collections/AcademyVideos'
import { AuditLog } from './collections/AuditLog'
import { hasRole, hiddenFromOps } from './src/lib/access'
import { editorialDocument } from './collections/editorial'
import { Claims } from './collections/Claims'
import { FaqItems } from './collections/FaqItems'
import { CaseStudies } from './collections/CaseStudies'
import { LearningSteps } from './collections/LearningSteps'
import { Calculators } from './collections/Calculators'
import { Authors } from './collections/Authors'
import { Media } from './collections/Media'
import { boundedSharp } from './collections/Media/limits'
import { s3StorageOptions } from './collections/Media/storage'
import { OnboardingSubmissions } from './collections/OnboardingSubmissions'
import { OnboardingDrafts } from './collections/OnboardingDrafts'
import { sendDraftEmailTask } from './collections/OnboardingDrafts/jobs/sendDraftEmail'
import { remindDraftsTask } from './collections/OnboardingDrafts/jobs/remindDrafts'
import { DataRequests } from './collections/DataRequests'
import { PrivacyComplaints } from './collections/PrivacyComplaints'
import { acknowledgeComplaintTask } from './collections/PrivacyComplaints/jobs/acknowledge'
import { Conversations } from './collections/Conversations'
import { emailChatReplyTask, notifyChatTeamTask } from './collections/Conversations/jobs/notify'
import { Bookings } from './collections/Bookings'
import { WebhookEndpoints } from './collections/WebhookEndpoints'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { sendWebhookTask } from './collections/WebhookDeliveries/send'
import { MissingPages } from './collections/MissingPages'
import { PageViews } from './collections/PageViews'
import { LandingVisits } from './collections/LandingVisits'
import { revalidatePublicContent } from './collections/revalidate'
import { shouldRunJobs, trackedTasks, withServerOnlyJobStats } from './src/workarounds/jobs'
import { sendBriefTask } from './collections/OnboardingSubmissions/jobs/sendBrief'
import { sendConfirmationTask } from './collections/OnboardingSubmissions/jobs/sendConfirmation'
import { applyRetentionTask } from './collections/OnboardingSubmissions/jobs/applyRetention'
import { endOfferTask } from './collections/Pages/offer'
import { Pages } from './collections/Pages'
import { formBuilder } from './collections/Forms'
import { sendFormEmailTask } from './collections/Forms/jobs/sendFormEmail'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Plans } from './collections/Plans'
import { PriceBooks } from './collections/PriceBooks'
import { Posts } from './collections/Posts'
import { siteSearchPlugin } from './collections/Search'
import { withOwnLocks } from './collections/lockedDocuments'
import { redirectFields } from './collections/redirects'
import { untouchedDrafts } from './collections/untouched'
import { richTextEditor } from './collections/richText'
import { Users } from './collections/Users'
import { announceSetupCode } from './collections/Users/first-admin'
import { sendPasswordResetTask } from './collections/Users/jobs/sendPasswordReset'
import { SecondFactorSettings } from './collections/Users/second-factor/settings'
import { Currencies } from './globals/Currencies'
import { SiteSettings } from './globals/SiteSettings'
import { PrivacySettings } from './globals/PrivacySettings'
import { migrations } from './migrations'
import { logPoolErrors } from './src/workarounds/database'
import {
  badInputIsClientError,
  publicMessageIsKept,
  refusedOriginIsExplained,
  withInputChecks,
} from './src/workarounds/errors'
import { emailAdapter } from './src/server/email-config'
import { logger } from './src/server/logger'
import { siteUrl } from './src/server/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.NEXT_PUBLIC_SERVER_URL || ''

/** Content, pricing and settings screens: shown to admins and marketers, left out of ops' admin. */
function contentScreen<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  return { ...entity, admin: { ...entity.admin, hidden: hiddenFromOps } }
}

const widget = (slug: string, exportName: string, label: string) => ({
  slug,
  label,
  Component: `/src/admin/dashboard/${exportName}`,
  minWidth: 'medium' as const,
})

/**
 * The admin's home per role: ops see the submissions and privacy complaints they work on;
 * marketers what is scheduled, what changed this week and the claims that disagree, above the
 * content collections; admins both. Each person may rearrange theirs (Payload keeps it as a preference).
 */
const dashboard: DashboardConfig = {
  widgets: [
    widget('submission-counts', 'OpsWidgets#SubmissionCounts', 'Onboarding at a glance'),
    widget('new-submissions', 'OpsWidgets#NewSubmissions', 'New submissions'),
    widget('undelivered-briefs', 'OpsWidgets#UndeliveredBriefs', 'Briefs not delivered'),
    widget('due-for-removal', 'OpsWidgets#DueForRemoval', 'Due for removal'),
    widget('data-requests', 'OpsWidgets#DataRequestsDue', 'Data requests'),
    widget('privacy-complaints', 'OpsWidgets#PrivacyComplaints', 'Privacy complaints'),
    widget('scheduled', 'MarketingWidgets#Scheduled', 'Scheduled publishing'),
    widget('recent-changes', 'MarketingWidgets#RecentChanges', 'Changed this week'),
    widget('claim-conflicts', 'MarketingWidgets#ClaimConflicts', 'Claim conflicts'),
  ],
  defaultLayout: ({ req }) => {
    const ops: WidgetInstance[] = [
      { widgetSlug: 'submission-counts', width: 'full' },
      { widgetSlug: 'new-submissions', width: 'medium' },
      { widgetSlug: 'undelivered-briefs', width: 'medium' },
      { widgetSlug: 'due-for-removal', width: 'medium' },
      { widgetSlug: 'data-requests', width: 'medium' },
      { widgetSlug: 'privacy-complaints', width: 'medium' },
    ]
    const marketing: WidgetInstance[] = [
      { widgetSlug: 'scheduled', width: 'medium' },
      { widgetSlug: 'claim-conflicts', width: 'medium' },
      { widgetSlug: 'recent-changes', width: 'full' },
    ]
    const content: WidgetInstance[] = [{ widgetSlug: 'collections', width: 'full' }]
    if (hasRole(req.user, 'ops')) return ops
    if (hasRole(req.user, 'marketer')) return [...marketing, ...content]
    return [...ops, ...marketing, ...content]
  },
}

// withOwnLocks: a document lock is held by its own user, on what that user may edit.
// withInputChecks: a query or body Payload would fail on (500) is refused with a 400 instead.
// withServerOnlyJobStats: the jobs queue's schedule state is the server's alone.
export default buildConfig({
  serverURL,
  // CSRF: a staff cookie counts only on requests from the site's own origin (the Origin header,
  // else Sec-Fetch-Site); from anywhere else the caller is anonymous. Tokens sent as headers are
  // unaffected. Payload adds serverURL itself.
  csrf: [new URL(siteUrl()).origin],
  secret: process.env.PAYLOAD_SECRET ?? '',
  // Nothing uses GraphQL (the admin and the site use REST and the local API): it is not served.
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Leadpilot admin' },
    // No Gravatar: staff avatars would send a hash of each address to a third party (and the
    // admin's CSP allows images from the site only).
    avatar: 'default',
    // Publishing is scheduled in London time, as offers end: the schedule drawer opens on it.
    timezones: { defaultTimezone: 'Europe/London' },
    dashboard,
    components: {
      views: {
        claimsAudit: {
          Component: '/src/admin/ClaimsAudit#ClaimsAudit',
          path: '/claims-audit',
          exact: true,
        },
        conversion: {
          Component: '/src/admin/ConversionView#ConversionView',
          path: '/conversion',
          exact: true,
        },
        missingPages: {
          Component: '/src/admin/MissingPagesView#MissingPagesView',
          path: '/missing-pages',
          exact: true,
        },
        retention: {
          Component: '/src/admin/RetentionView#RetentionView',
          path: '/retention',
          exact: true,
        },
        // The code step of a sign-in (or the set-up a role requires): open to a half sign-in.
        secondFactor: {
          Component: '/src/admin/second-factor/SecondFactorView#SecondFactorView',
          path: '/second-factor',
          exact: true,
        },
      },
      afterNavLinks: [
        '/src/admin/NavLinks#ClaimsAuditNavLink',
        '/src/admin/NavLinks#ConversionNavLink',
        '/src/admin/NavLinks#MissingPagesNavLink',
        '/src/admin/NavLinks#RetentionNavLink',
      ],
      header: ['/src/admin/OriginCheck#OriginCheck', '/src/admin/StaffBrowser#StaffBrowserMark'],
      beforeLogin: [
        '/src/admin/OriginCheck#OriginCheck',
        '/src/admin/second-factor/LoginRedirect#LoginRedirect',
      ],
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
    ...[
      Pages,
      Posts,
      Authors,
      CaseStudies,
      Claims,
      FaqItems,
      Testimonials,
      TeamMembers,
      AcademyModules,
      AcademyVideos,
      LearningSteps,
      Plans,
      PriceBooks,
      Calculators,
      Media,
    ].map(contentScreen),
    OnboardingSubmissions,
    OnboardingDrafts,
    DataRequests,
    PrivacyComplaints,
    Conversations,
    Bookings,
    WebhookEndpoints,
    WebhookDeliveries,
    Users,
    PageViews,
    LandingVisits,
    MissingPages,
    AuditLog,
  ],
  globals: [
    ...[SiteSettings, Currencies].map(contentScreen),
    PrivacySettings,
    SecondFactorSettings,
  ],
  editor: richTextEditor,
  jobs: {
    tasks: trackedTasks([
      sendBriefTask,
      sendConfirmationTask,
      acknowledgeComplaintTask,
      notifyChatTeamTask,
      emailChatReplyTask,
      endOfferTask,
      sendPasswordResetTask,
      applyRetentionTask,
      sendDraftEmailTask,
      remindDraftsTask,
      sendWebhookTask,
      sendFormEmailTask,
    ]),
    // Every instance's cron ticks every two seconds (brief, complaint acknowledgement and password
    // reset e-mails, webhooks, scheduled publishing of pages and posts); only the instance holding the runner
    // lock works the queue, so a job is never picked up twice. It starts with Payload, which src/instrumentation.ts
    // wakes once the server is up.
    autoRun: [{ cron: '*/2 * * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: shouldRunJobs,
    // That runner is the only one: nobody runs the queue over HTTP (/api/payload-jobs/run).
    access: { run: () => false },
  },
  db: postgresAdapter({
    // Each onboarding submission holds a connection for its whole transaction, mostly waiting on
    // the database: at 20 clients, 25 connections carried 103 submissions/s against 71 with pg's
    // default of 10 (npm run bench).
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_MAX || 25),
    },
    // Schema changes ship as committed migrations; never push the schema.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  email: emailAdapter(),
  sharp: boundedSharp,
  onInit: async (payload) => {
    logPoolErrors(payload)
    await announceSetupCode(payload)
  },
  // Bad input that Payload would answer 500 (an ID PostgreSQL cannot read, broken form data) is a 400;
  // a save refused because the admin is open at another address says so.
  hooks: { afterError: [badInputIsClientError, publicMessageIsKept, refusedOriginIsExplained] },
  // The one logger of the app: one JSON line per event; refused requests at info level.
  logger,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    seoPlugin({
      collections: ['pages', 'posts'],
      uploadsCollection: 'media',
      // The layout adds " | brand" to every title.
      generateTitle: ({ doc }) => (doc as { title?: string }).title ?? '',
      // A page's share card as a share shows it, beside the fields that make it.
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'sharePreview',
          type: 'ui',
          admin: { components: { Field: '/src/admin/SharePreview#SharePreview' } },
        },
      ],
    }),
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['301', '302'],
      overrides: {
        admin: { group: 'Settings' },
        // Drafts and versions as for pages: a redirect goes live when published, and an earlier
        // version can be restored.
        ...editorialDocument,
        fields: redirectFields,
      },
    }),
    // Forms marketers build and place with the Form block; their entries (collections/Forms).
    formBuilder,
    // The site search's index of published pages, articles and case studies.
    siteSearchPlugin,
    // Uploads in S3 when S3_BUCKET is set; in MEDIA_DIR otherwise.
    s3Storage(s3StorageOptions()),
    // Drafts Create New made and nobody saved: out of the lists, deleted a day on. After the
    // plugins that add collections (redirects), so that it sees them too.
    untouchedDrafts,
    // Last, so that it sees the plugins' collections (redirects) too.
    revalidatePublicContent({
      collections: [
        'pages',
        'posts',
        'authors',
        'case-studies',
        'claims',
        'faq-items',
        'testimonials',
        'team-members',
        'academy-modules',
        'academy-videos',
        'learning-steps',
        'plans',
        'price-books',
        'calculators',
        'media',
        'redirects',
        'forms',
      ],
      globals: ['site-settings', 'currencies', 'privacy-settings'],
    }),
  ],
})
  .then(withOwnLocks)
  .then(withInputChecks)
  .then(withServerOnlyJobStats)
