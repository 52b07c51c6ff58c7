import type { GlobalConfig } from 'payload'
import { hiddenFromNonAdmins, isAdmin } from '@/lib/access'
import { DEFAULT_PERIODS, type RetentionPeriods } from '@/lib/retention'
import { DEFAULT_REMINDERS } from '@/lib/onboarding/server-draft'
import { auditedSetting } from '../../collections/AuditLog'

const LABELS: Record<keyof RetentionPeriods, string> = {
  enquiryMonths: 'Enquiries that did not become clients: months after the last contact',
  clientYears: 'Clients: years after the work ended',
  registerYears: 'Data requests and complaints: years their register is kept',
  draftDays: 'Unfinished onboarding answers: days after their last change',
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

/** A reminder's delay after a draft's last change; 0 sends none. */
const reminder = (name: ReminderField, label: string, defaultValue: number, max: number) => ({
  name,
  label,
  type: 'number' as const,
  required: true,
  min: 0,
  max,
  defaultValue,
  admin: {
    step: 1,
    description:
      'An e-mail with the link to finish the wizard, to someone who stopped. 0 sends none. Never after they send it, stop reminders or restrict the use of their data.',
  },
})

/** Every change of a period goes to the audit log, with the figures before and after. */
const auditPeriods = auditedSetting(
  'Retention periods',
  (settings?: Partial<RetentionPeriods> & Partial<Record<ReminderField, number>>) => [
    ...(Object.keys(LABELS) as (keyof RetentionPeriods)[]).map(
      (key) => `${LABELS[key]}: ${settings?.[key] ?? DEFAULT_PERIODS[key]}`,
    ),
    `Reminders after (hours, days): ${settings?.reminderFirstHours ?? DEFAULT_REMINDERS.firstHours}, ${settings?.reminderSecondDays ?? DEFAULT_REMINDERS.secondDays}`,
  ],
)

type ReminderField = 'reminderFirstHours' | 'reminderSecondDays'

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
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  // Every save is kept as a version (no drafts: a period applies once saved), so a mistake can be
  // compared and restored.
  versions: { max: 50 },
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
    period(
      'draftDays',
      365,
      'Answers saved by someone who has not finished the onboarding wizard are deleted this long after their last change; the count of where they stopped stays for the conversion view.',
    ),
    {
      type: 'row',
      fields: [
        reminder(
          'reminderFirstHours',
          'First reminder: hours after the last change',
          DEFAULT_REMINDERS.firstHours,
          24 * 14,
        ),
        reminder(
          'reminderSecondDays',
          'Second reminder: days after the last change',
          DEFAULT_REMINDERS.secondDays,
          60,
        ),
      ],
    },
  ],
}
