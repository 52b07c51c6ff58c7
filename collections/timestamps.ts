import type { CollectionBeforeChangeHook, Field } from 'payload'
import { serverWritten } from '@/lib/access'

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

/**
 * A date the server records and staff only read, indexed, in the sidebar: shown with the time of
 * day, or as the day only.
 */
export function recordedDate(
  name: string,
  label: string,
  {
    description,
    condition,
    dayOnly = false,
  }: {
    description?: string
    condition?: (data: Record<string, unknown>) => boolean
    dayOnly?: boolean
  } = {},
): Field {
  return {
    name,
    label,
    type: 'date',
    index: true,
    access: serverWritten,
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: dayOnly
        ? { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }
        : { pickerAppearance: 'dayAndTime' },
      description,
      condition,
    },
  }
}
