import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Payload's timestamps as the server sets them: a request's own `createdAt` or `updatedAt` is
 * never stored, so a record cannot be backdated. Payload sets both on create and `updatedAt` on
 * every update; `createdAt` stays what it was.
 */
export const serverTimestamps: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  delete data.createdAt
  delete data.updatedAt
  if (operation === 'update' && originalDoc?.createdAt) data.createdAt = originalDoc.createdAt
  return data
}
