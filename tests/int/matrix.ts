/** Shared pieces of the access-matrix tests. */
import type { Role } from '@/lib/access'

export type Actor = 'anonymous' | Role
export type Op = 'read' | 'create' | 'update' | 'delete'
export const ACTORS: Actor[] = ['anonymous', 'marketer', 'ops', 'admin']

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
