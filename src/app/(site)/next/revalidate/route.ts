import { expireTagsRoute } from '@workarounds/revalidate-outside-request'

/**
 * Internal: expires cache tags for work that ran outside a request (scheduled publishing by the
 * jobs queue). Only this server knows the token, so visitors cannot purge the cache.
 */
export const POST = expireTagsRoute
