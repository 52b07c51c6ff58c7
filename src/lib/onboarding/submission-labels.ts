/**
 * How a submission's coded values read to ops, in the admin and in the CSV export alike. The
 * brief e-mail's states say what happened to the e-mail itself: a server without SMTP settings
 * holds it, which is not a delivery.
 */
import type { ATTRIBUTION_FIELDS } from '../visit'

export const SUBMISSION_STATUS = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Onboarded', value: 'onboarded' },
  { label: 'Archived', value: 'archived' },
] as const

export const BRIEF_STATUS = [
  { label: 'Queued', value: 'queued' },
  { label: 'Delivered', value: 'delivered' },
  { label: 'Retrying', value: 'retrying' },
  { label: 'Failed', value: 'failed' },
  { label: 'Not e-mailed (no SMTP server)', value: 'logged' },
  { label: 'Withheld (the person restricted or erased their data)', value: 'withheld' },
] as const

export const SUBMISSION_VARIANT = [
  { label: 'Five-step wizard', value: 'full' },
  { label: 'Quick (demo page)', value: 'quick' },
] as const

/** Where the visit came from, as ops read it in the admin and the CSV export. */
export const ATTRIBUTION_LABELS = {
  landingPage: 'Landing page',
  referrerHost: 'Referring site',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
  pricingPage: 'Pricing page last seen',
  currency: 'Currency on it',
  plan: 'Plan button pressed',
} as const satisfies Record<(typeof ATTRIBUTION_FIELDS)[number], string>

type Option = { readonly label: string; readonly value: string }

/** The label of a coded value; the value itself when it has none. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? ''
}

export type BriefDelivery = {
  briefStatus?: string | null
  briefDelivery?: {
    attempts?: number | null
    deliveredAt?: string | null
    lastError?: string | null
  } | null
}

const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`

/** The day in UTC, as ops read it: "23 Nov 2026". */
export function formatUtcDay(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Day and time in UTC, as ops read it: "23 Nov 2026, 20:51 UTC". */
export function formatUtc(iso: string): string {
  const date = new Date(iso)
  const day = formatUtcDay(date)
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return `${day}, ${time} UTC`
}

type Delivery = BriefDelivery['briefDelivery']

/**
 * One sentence on where an e-mail stands; it never claims a delivery that did not happen.
 * `noun` names the e-mail, `fallback` says what ops do when it did not go.
 */
function summary(
  status: string | null | undefined,
  delivery: Delivery,
  noun: string,
  fallback: string,
): string {
  const attempts = delivery?.attempts ?? 0
  const error = delivery?.lastError ? ` Last error: ${delivery.lastError}` : ''
  switch (status) {
    case 'delivered':
      return delivery?.deliveredAt
        ? `Delivered ${formatUtc(delivery.deliveredAt)} (${attemptsText(attempts)}).`
        : `Delivered (${attemptsText(attempts)}).`
    case 'logged':
      return `Not e-mailed: this server has no SMTP settings, so ${noun} was not sent (nor written to its log). ${fallback}`
    case 'withheld':
      return `Not e-mailed: the person restricted the use of their data, or had it erased, before ${noun} went out.`
    case 'retrying':
      return `Not delivered yet: ${attemptsText(attempts)} so far, retrying.${error}`
    case 'failed':
      return `Not delivered: gave up after ${attemptsText(attempts)}. ${fallback}${error}`
    default:
      return 'Queued: the e-mail goes out within seconds.'
  }
}

/** Where the brief e-mail to the team stands. */
export const deliverySummary = ({ briefStatus, briefDelivery }: BriefDelivery): string =>
  summary(briefStatus, briefDelivery, 'the brief', 'Download it below and send it on.')

export type ConfirmationDelivery = {
  confirmationStatus?: string | null
  confirmationDelivery?: Delivery
}

/** Where the confirmation e-mail to the client stands. */
export const confirmationSummary = ({
  confirmationStatus,
  confirmationDelivery,
}: ConfirmationDelivery): string =>
  confirmationStatus
    ? summary(
        confirmationStatus,
        confirmationDelivery,
        'the confirmation',
        'Send the client their brief yourself (download it below).',
      )
    : 'Not sent: this submission arrived before clients were e-mailed a confirmation.'
