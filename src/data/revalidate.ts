import { revalidatePath } from 'next/cache'
import { log } from '@/lib/log'

/**
 * Refreshes cached public pages on demand after a publish. Outside a Next.js server (seed
 * script, migrations) there is no cache to refresh, so the call is skipped.
 */
export function revalidatePaths(paths: string[], type?: 'layout' | 'page'): void {
  for (const path of new Set(paths)) {
    try {
      revalidatePath(path, type)
      log('info', 'revalidated', { path, type: type ?? 'page' })
    } catch {
      // Not inside a Next.js request (seed, CLI): nothing is cached yet.
    }
  }
}
