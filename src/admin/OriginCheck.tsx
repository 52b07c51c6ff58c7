import type { ServerProps } from 'payload'
import { OriginNotice } from './OriginNotice'

/**
 * Above the admin (and its sign-in form): a warning when the admin is open at an address the
 * server does not accept staff changes from, before anyone types a change that cannot be saved.
 */
export function OriginCheck({ payload }: ServerProps) {
  return <OriginNotice allowed={payload.config.csrf} />
}
