import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Attribution } from '@/lib/onboarding/attribution'
import type { Form } from '@/payload-types'
import { confirmCommitted } from '@workarounds/database'
import { payloadClient } from './payload'

/** A form as the site shows it, or null when there is none with that id. */
export async function findForm(id: number): Promise<Form | null> {
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'forms',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

type NewEntry = {
  entryId: string
  form: number
  submissionData: Array<{ field: string; value: string }>
  email: string | null
  name: string | null
  pagePath: string | null
  attribution?: Attribution
}

/**
 * Stores a checked entry once, through Payload's own write path, in one transaction with its
 * e-mail jobs and webhook events (queued by the collection's hook): a failure leaves none of them.
 * A retry of the same form (the same `entryId`) trips the unique id and stores nothing more.
 * Returns whether it was stored now.
 */
export async function storeEntry(entry: NewEntry): Promise<{ created: boolean }> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const record = await payload.create({
      collection: 'form-submissions',
      data: { ...entry, attribution: entry.attribution ?? {} },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    await confirmCommitted(payload, record.id, 'form-submissions')
    return { created: true }
  } catch (error) {
    await killTransaction(req)
    const { totalDocs } = await payload.count({
      collection: 'form-submissions',
      where: { entryId: { equals: entry.entryId } },
      overrideAccess: true,
    })
    if (totalDocs === 0) throw error
    return { created: false }
  }
}
