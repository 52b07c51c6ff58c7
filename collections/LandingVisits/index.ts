import type { CollectionConfig } from 'payload'
import { beaconCounts } from '../PageViews'

/**
 * Visits per landing page, UTM campaign and London day, counted from the beacon of a visit's
 * first page (src/data/page-views.ts): one row per path, campaign and day, incremented. Counts
 * only: no visitor identifier and nothing personal, so nothing here falls under retention. The
 * campaign is the empty string for a visit without one (so the unique index holds); anyone can
 * make up campaign names, so a day keeps at most 500 pairs of a page and a named campaign, and
 * counts any further campaign as '(other)'. Read by the conversion view.
 */
export const LandingVisits: CollectionConfig = {
  slug: 'landing-visits',
  labels: { singular: 'Landing visits', plural: 'Landing visits' },
  ...beaconCounts,
  indexes: [{ fields: ['path', 'campaign', 'day'], unique: true }],
  fields: [
    { name: 'path', type: 'text', required: true },
    { name: 'campaign', type: 'text', defaultValue: '' },
    { name: 'day', type: 'date', required: true, index: true },
    { name: 'visits', type: 'number', required: true, defaultValue: 0 },
  ],
}
