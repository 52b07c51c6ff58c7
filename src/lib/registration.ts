/**
 * The UK registration numbers a company shows on its site: its Companies House number and its
 * registration with the Information Commissioner's Office (the data protection fee).
 */

/** Companies House: eight digits, or two letters (SC, NI, OC…) and six digits. */
const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/

/** The ICO's register: Z and seven digits, or ZA/ZB… and six digits. */
const ICO_NUMBER = /^(?:Z\d{7}|Z[A-Z]\d{6})$/

const check = (pattern: RegExp, message: string) => (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && pattern.test(value))
    ? true
    : message

export const validateCompanyNumber = check(
  COMPANY_NUMBER,
  'Enter the number as Companies House shows it: eight digits (12345678) or two letters and six digits (SC123456).',
)

export const validateIcoNumber = check(
  ICO_NUMBER,
  "Enter the number as the ICO's register shows it: Z and seven digits (Z1234567) or two letters and six digits (ZA123456).",
)
