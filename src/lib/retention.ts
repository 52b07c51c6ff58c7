/**
 * How long personal data is kept, as the privacy page states it and the retention job applies
 * it. An enquiry that did not become a client is kept for a number of months after the last
 * contact (its submission, or the last change of its status); a client's record for a number of
 * years after the work ended. Ops may keep one record longer, with a reason. What is past its
 * period is anonymised: the counts the conversion view reads stay, the person does not.
 */
import type { Where } from 'payload'

export type RetentionPeriods = {
  /** Enquiries that did not become clients: months after the last contact. */
  enquiryMonths: number
  /** Clients: years after the work ended. */
  clientYears: number
  /** Requests about personal data and complaints: years their register is kept. */
  registerYears: number
  /** Unfinished onboarding answers: days after their last change. */
  draftDays: number
}

export const DEFAULT_PERIODS: RetentionPeriods = {
  enquiryMonths: 24,
  clientYears: 6,
  registerYears: 3,
  draftDays: 30,
}

/** How far ahead ops are shown what the retention job will remove. */
export const NOTICE_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** `date` moved by whole calendar months (negative: back), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const moved = new Date(date)
  const day = moved.getUTCDate()
  moved.setUTCDate(1)
  moved.setUTCMonth(moved.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0),
  ).getUTCDate()
  moved.setUTCDate(Math.min(day, lastDay))
  return moved
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS)

type Held = {
  status?: string | null
  createdAt?: string | null
  lastContactAt?: string | null
  workEndedAt?: string | null
  retention?: { keepUntil?: string | null } | null
  anonymisedAt?: string | null
}

/**
 * When a submission's personal data goes: the end of its period, or the date ops chose to keep it
 * until if that is later. A client whose work has not ended yet has no date.
 */
export function removalDate(record: Held, periods: RetentionPeriods): Date | undefined {
  if (record.anonymisedAt) return undefined
  let due: Date | undefined
  if (record.status === 'onboarded') {
    if (!record.workEndedAt) return undefined
    due = addMonths(new Date(record.workEndedAt), periods.clientYears * 12)
  } else {
    const contact = record.lastContactAt ?? record.createdAt
    if (!contact) return undefined
    due = addMonths(new Date(contact), periods.enquiryMonths)
  }
  const kept = record.retention?.keepUntil ? new Date(record.retention.keepUntil) : undefined
  return kept && kept > due ? kept : due
}

/**
 * The submissions whose personal data is due to go by `asOf`: enquiries whose last contact is
 * older than the enquiry period, clients whose work ended longer ago than the client period, in
 * both cases unless ops keep them past `asOf`; never one already anonymised.
 */
export function dueForRemoval(periods: RetentionPeriods, asOf: Date): Where {
  const keptPast: Where = {
    or: [
      { 'retention.keepUntil': { exists: false } },
      { 'retention.keepUntil': { less_than_equal: asOf.toISOString() } },
    ],
  }
  return {
    and: [
      { anonymisedAt: { exists: false } },
      keptPast,
      {
        or: [
          {
            and: [
              { status: { not_equals: 'onboarded' } },
              {
                lastContactAt: {
                  less_than_equal: addMonths(asOf, -periods.enquiryMonths).toISOString(),
                },
              },
            ],
          },
          {
            and: [
              { status: { equals: 'onboarded' } },
              {
                workEndedAt: {
                  less_than_equal: addMonths(asOf, -periods.clientYears * 12).toISOString(),
                },
              },
            ],
          },
        ],
      },
    ],
  }
}

/**
 * The form entries whose personal data is due to go by `asOf`: entries are enquiries, kept the
 * enquiry period after their last contact (their arrival); never one already anonymised.
 */
export function entriesDueForRemoval(periods: RetentionPeriods, asOf: Date): Where {
  return {
    and: [
      { anonymisedAt: { exists: false } },
      { lastContactAt: { less_than_equal: addMonths(asOf, -periods.enquiryMonths).toISOString() } },
    ],
  }
}

/**
 * The live chats due to be deleted by `asOf`: a chat is an enquiry, kept the enquiry period after
 * its last contact (a message from either side).
 */
export function chatsDueForRemoval(periods: RetentionPeriods, asOf: Date): Where {
  return {
    lastContactAt: { less_than_equal: addMonths(asOf, -periods.enquiryMonths).toISOString() },
  }
}

/** The periods as whole numbers of at least one, whatever a stored setting holds. */
export function periodsFrom(stored: Partial<Record<keyof RetentionPeriods, unknown>>) {
  const read = (key: keyof RetentionPeriods) => {
    const value = Number(stored[key])
    return Number.isInteger(value) && value >= 1 ? value : DEFAULT_PERIODS[key]
  }
  return {
    enquiryMonths: read('enquiryMonths'),
    clientYears: read('clientYears'),
    registerYears: read('registerYears'),
    draftDays: read('draftDays'),
  }
}

/** "24 months", "6 years", "1 year". */
export function spelledPeriod(count: number, unit: 'day' | 'month' | 'year'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`
}
