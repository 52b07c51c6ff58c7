import type { Payload, Where } from 'payload'
import type { SearchCollection } from '@/lib/search'
import { SEARCH_COLLECTIONS, searchEntry, type CaseStudyPages } from '.'

/**
 * The one-off index of what already exists, run by every start-up's prepare step
 * (scripts/prepare.ts) after the migrations and the seed: each published page, article and case
 * study without a search entry gets one, and an entry without a public path (a case study saved
 * before a page listed its kind) is written again. Publishing keeps the index current from then
 * on; running this again changes nothing. Returns how many entries it wrote.
 */
export async function indexExistingContent(payload: Payload): Promise<number> {
  let written = 0
  const caseStudyPages: CaseStudyPages = new Map()
  for (const collection of SEARCH_COLLECTIONS) {
    const drafts = Boolean(payload.collections[collection].config.versions?.drafts)
    const where: Where | undefined = drafts ? { _status: { equals: 'published' } } : undefined
    const { docs } = await payload.find({ collection, where, depth: 0, pagination: false })
    const { docs: entries } = await payload.find({
      collection: 'search',
      where: { 'doc.relationTo': { equals: collection } },
      select: { doc: true, path: true },
      depth: 0,
      pagination: false,
    })
    const byDoc = new Map(entries.map((entry) => [String(entry.doc.value), entry]))
    for (const doc of docs) {
      const entry = byDoc.get(String(doc.id))
      if (entry?.path) continue
      const data = {
        title: String((doc as { title?: string }).title ?? ''),
        doc: { relationTo: collection as SearchCollection, value: doc.id },
        ...(await searchEntry(collection, doc as never, payload, undefined, caseStudyPages)),
      }
      if (entry) await payload.update({ collection: 'search', id: entry.id, data, depth: 0 })
      else await payload.create({ collection: 'search', data, depth: 0 })
      written++
    }
  }
  return written
}
