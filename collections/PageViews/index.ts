import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/lib/access'

/**
 * What the tables the beacon counts into share: hidden from the admin's lists (they are shown in
 * the conversion view), read by staff, written by the server alone, cleared by admins, and
 * without timestamps (a row is a count, not a record of anyone's doing).
 */
export const beaconCounts = {
  admin: { hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  timestamps: false,
} satisfies Partial<CollectionConfig>

/**
 * Page views per page per day, counted from the site's cookie-free beacon (src/data/page-views.ts):
 * one row per path and day, incremented, with no visitor identifier. Read by the conversion view.
 */
export const PageViews: CollectionConfig = {
  slug: 'page-views',
  labels: { singular: 'Page views', plural: 'Page views' },
  ...beaconCounts,
  indexes: [{ fields: ['path', 'day'], unique: true }],
  fields: [
    { name: 'path', type: 'text', required: true },
    { name: 'day', type: 'date', required: true, index: true },
    { name: 'views', type: 'number', required: true, defaultValue: 0 },
  ],
}
