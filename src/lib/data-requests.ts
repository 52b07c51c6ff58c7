import { addDays, addMonths } from './retention'

/** What a person may ask about their data, as ops pick it when they record the request. */
export const REQUEST_KINDS = [
  { label: 'A copy of their data', value: 'access' },
  { label: 'Their data to take elsewhere', value: 'portability' },
  { label: 'Correct their data', value: 'rectification' },
  { label: 'Erase their data', value: 'erasure' },
  { label: 'Restrict the use of their data', value: 'restriction' },
  { label: 'Object to the use of their data', value: 'objection' },
] as const

export const REQUEST_STATUS = [
  { label: 'Open', value: 'open' },
  { label: 'Answered', value: 'answered' },
  { label: 'Refused, with reasons given', value: 'refused' },
] as const

/** A request is answered within one calendar month of its receipt. */
export const requestDue = (received: Date): Date => addMonths(received, 1)

/** How close an open request is to its due date: a week ahead counts as soon. */
const DUE_SOON_DAYS = 7

export type DueState = 'overdue' | 'soon' | 'later'

export function dueState(due: Date, now: Date): DueState {
  if (due.getTime() < now.getTime()) return 'overdue'
  return due.getTime() <= addDays(now, DUE_SOON_DAYS).getTime() ? 'soon' : 'later'
}

/** The longest e-mail address a request may name (RFC 5321's path limit). */
export const EMAIL_MAX = 254

/** An address as requests compare it: trimmed and in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

/**
 * A plain check that an address has one @ with something either side, no spaces, and a dot in
 * the domain; the length is checked first, and the pattern cannot backtrack.
 */
export function looksLikeEmail(email: string): boolean {
  if (email.length > EMAIL_MAX) return false
  const at = email.indexOf('@')
  if (at < 1 || at !== email.lastIndexOf('@') || /\s/.test(email)) return false
  const domain = email.slice(at + 1)
  return domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.')
}

/**
 * What the register keeps of an address once the person's data is erased: its first letter and
 * the domain's last label, enough to tell two requests apart in a list and not to find anyone.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = normaliseEmail(email).split('@')
  const tld = domain.includes('.') ? domain.slice(domain.lastIndexOf('.')) : ''
  return `${local.slice(0, 1) || '?'}•••@•••${tld}`
}
