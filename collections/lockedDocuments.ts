import type { SanitizedConfig } from 'payload'
import { lockAccess } from '@/lib/access'

/**
 * Payload adds its document-lock collection while it sanitizes the config, after every plugin
 * has run, and takes no option for its access: the rules are set on the sanitized config, before
 * any Payload instance starts from it. Reading locks stays Payload's default (staff), so everyone
 * sees who is editing what.
 */
export function withOwnLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (!locks) throw new Error('Payload no longer adds payload-locked-documents: check lockAccess.')
  locks.access = { ...locks.access, ...lockAccess }
  return config
}
