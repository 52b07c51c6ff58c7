/** Payload wiring only: adapters, plugins, collections and globals live in their own folders. */
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { anyone, isEditor } from './collections/access'
import { Claims } from './collections/Claims'
import { FaqItems } from './collections/FaqItems'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { TeamMembers } from './collections/TeamMembers'
import { Testimonials } from './collections/Testimonials'
import { Users } from './collections/Users'
import { SiteSettings } from './globals/SiteSettings'
import { migrations } from './migrations'
import { emailTransport } from './src/lib/email-config'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.NEXT_PUBLIC_SERVER_URL || ''

export default buildConfig({
  serverURL,
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
  collections: [Pages, Claims, FaqItems, Testimonials, TeamMembers, Media, Users],
  globals: [SiteSettings],
  editor: lexicalEditor(),
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
      })
    : undefined,
  sharp,
  logger: { options: { level: process.env.LOG_LEVEL ?? 'info' } },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  plugins: [
    seoPlugin({
      collections: ['pages'],
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
