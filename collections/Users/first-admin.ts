/**
 * The first staff account. While no account exists, /admin asks whoever opens it to create one,
 * and on a public deployment that is whoever finds the address first. So that form also asks for
 * a setup code, which the server prints in its log at start-up while no account exists: only
 * someone who runs the server (or knows PAYLOAD_SECRET, from which the code is derived, so every
 * instance accepts the same one) can create it. The first account is always an admin: anything
 * less could never add the rest of the team.
 */
import crypto from 'node:crypto'
import {
  type CollectionBeforeValidateHook,
  type Payload,
  type PayloadRequest,
  ValidationError,
  type ValidationFieldError,
} from 'payload'
import { overHttp } from './auth'

/** Letters and digits that cannot be mistaken for one another when read off a log. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const GROUPS = 4
const GROUP_LENGTH = 4

/** The setup code for this secret (Payload's hashed `payload.secret`), e.g. `K7QD-M2XA-9RTF-HW4C`. */
export function setupCode(secret: string): string {
  const bytes = crypto.createHmac('sha256', secret).update('leadpilot:first-admin').digest()
  const letters = Array.from(bytes.subarray(0, GROUPS * GROUP_LENGTH), (b) => ALPHABET[b % 32])
  const groups: string[] = []
  for (let i = 0; i < letters.length; i += GROUP_LENGTH) {
    groups.push(letters.slice(i, i + GROUP_LENGTH).join(''))
  }
  return groups.join('-')
}

/** A code as typed, compared without case, spaces or dashes. */
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

/** True when `typed` is this secret's setup code. */
function isSetupCode(typed: unknown, secret: string): boolean {
  if (typeof typed !== 'string') return false
  const given = Buffer.from(normalised(typed))
  const expected = Buffer.from(normalised(setupCode(secret)))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/**
 * A user created over HTTP by nobody signed in: only Payload's first-register endpoint gets that
 * far, because everywhere else creating a user needs an admin. The server's own scripts (seed,
 * tests) create users through the local API and are not asked.
 */
const isFirstRegistration = (req: PayloadRequest, operation: string) =>
  operation === 'create' && !req.user && overHttp(req)

/**
 * Users `beforeValidate` hook: the first account needs the setup code and must be an admin (400
 * with the message on the field otherwise, and nothing is created). Its role is already filled
 * in by then: `defaultRole` gives the first account admin.
 */
export const requireSetupCode: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!isFirstRegistration(req, operation)) return data
  const errors: ValidationFieldError[] = []
  if (!isSetupCode(data?.setupCode, req.payload.secret)) {
    errors.push({
      path: 'setupCode',
      label: 'Setup code',
      message: data?.setupCode
        ? 'That code does not match the server log.'
        : 'Enter the code from the server log.',
    })
  }
  if (data?.role !== 'admin') {
    errors.push({ path: 'role', label: 'Role', message: 'The first account must be an admin.' })
  }
  if (errors.length) throw new ValidationError({ collection: 'users', errors }, req.t)
  return data
}

/** The role a new account starts with: admin for the first one, marketer after that. */
export async function defaultRole({ req }: { req: PayloadRequest }): Promise<'admin' | 'marketer'> {
  if (req.user) return 'marketer'
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? 'admin' : 'marketer'
}

/**
 * At start-up, while no staff account exists: the log line with the setup code. Before the
 * first migration there is no users table to count (a script that migrates after starting
 * Payload), and nothing is said: the server says it once it starts on the migrated database.
 */
export async function announceSetupCode(payload: Payload): Promise<void> {
  let accounts: number
  try {
    accounts = (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
  } catch {
    return
  }
  if (accounts > 0) return
  const code = setupCode(payload.secret)
  payload.logger.warn(
    { setupCode: code },
    `No staff account yet: open /admin and create the first admin with the setup code ${code}`,
  )
}
