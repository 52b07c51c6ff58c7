/** Shared pieces of the access tests: acting as an actor, and reading its verdict. */
import { ROLES, type Role } from '@/lib/access'
import type { User } from '@/payload-types'
import type { Actor } from '../support/access'
import { staff } from './payload'

/** Runs an operation; false when access control refused it (401/403/404), true when it ran. */
export async function allowed(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401 || status === 404) return false
    throw error
  }
}

/** A read that answers "no" by filtering the document out or by refusing outright. */
export async function visible(run: () => Promise<{ totalDocs: number }>): Promise<boolean> {
  let seen = false
  const ok = await allowed(async () => {
    seen = (await run()).totalDocs === 1
  })
  return ok && seen
}

let counter = 0
/** A value unique within the run, for slugs, keys and e-mail addresses. */
export const uniq = () => `${Date.now().toString(36)}-${++counter}`

const users: Partial<Record<Role, User>> = {}

/** The staff user of each role (created once per suite), for `as`: call it before acting. */
export async function loadStaff(): Promise<Record<Role, User>> {
  for (const role of ROLES) users[role] ??= await staff(role)
  return users as Record<Role, User>
}

/** Local API options that act as `actor`, with access control applied. */
export function as(actor: Actor) {
  if (actor !== 'anonymous' && !users[actor]) throw new Error('call loadStaff() before as()')
  return {
    overrideAccess: false as const,
    user: actor === 'anonymous' ? undefined : users[actor],
  }
}
