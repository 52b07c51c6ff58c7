import type { GlobalConfig } from 'payload'
import { hiddenFromNonAdmins, isAdmin } from '@/lib/access'
import { DEFAULT_PERIODS, type RetentionPeriods } from '@/lib/retention'
import { auditedSetting } from '../../collections/AuditLog'

const LABELS: Record<keyof RetentionPeriods, string> = {
  enquiryMonths: 'Enquiries that did not become clients: months after the last contact',
  clientYears: 'Clients: years after the work ended',
  registerYears: 'Data requests and complaints: years their register is kept',
}

const period = (name: keyof RetentionPeriods, max: number, description: string) => ({
  name,
  label: LABELS[name],
  type: 'number' as const,
  required: true,
  min: 1,
  max,
  defaultValue: DEFAULT_PERIODS[name],
  admin: { step: 1, description },
})

/** Every change of a period goes to the audit log, with the figures before and after. */
const auditPeriods = auditedSetting('Retention periods', (settings?: Partial<RetentionPeriods>) =>
  (Object.keys(LABELS) as (keyof RetentionPeriods)[]).map(
    (key) => `${LABELS[key]}: ${settings?.[key] ?? DEFAULT_PERIODS[key]}`,
  ),
)

/**
 * How long personal data is kept. The privacy page states these periods and the daily retention
 * job applies them, so the two cannot disagree. Admins only.
 */
export const PrivacySettings: GlobalConfig = {
  slug: 'privacy-settings',
  label: 'Privacy',
  admin: {
    group: 'Settings',
    hidden: hiddenFromNonAdmins,
    description:
      'How long personal data is kept. The privacy page shows these periods, and every night the records past them are anonymised.',
  },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [auditPeriods] },
  fields: [
    period(
      'enquiryMonths',
      120,
      'A status change counts as contact. The enquiry is then anonymised: its counts stay for the conversion view.',
    ),
    period(
      'clientYears',
      20,
      'Counted from the “Work ended” date ops set on the submission. Six years covers accounting and legal duties.',
    ),
    period('registerYears', 20, 'How long the record of each request and complaint is kept.'),
  ],
}
