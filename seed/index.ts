/**
 * The idempotent seed: creates what is missing and leaves what exists alone, so running it
 * twice changes nothing and a marketer's edits are never overwritten.
 */
import type { Payload } from 'payload'
import { pages } from './pages'
import { markdownToRichText } from './richtext'
import { settings } from './settings'

const context = { disableRevalidate: true }

async function richTextFields(payload: Payload, value: unknown): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => richTextFields(payload, v)))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      // `bodyMarkdown: '…'` in seed data becomes `body: <rich text>`.
      if (key.endsWith('Markdown') && typeof v === 'string')
        out[key.slice(0, -'Markdown'.length)] = await markdownToRichText(payload, v)
      else out[key] = await richTextFields(payload, v)
    }
    return out
  }
  return value
}

async function seedSettings(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site-settings' })
  if (current.loginUrl) return false
  await payload.updateGlobal({ slug: 'site-settings', data: settings, context })
  return true
}

async function seedPages(payload: Payload): Promise<number> {
  let created = 0
  for (const page of pages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { slug: { equals: page.slug } },
      limit: 1,
      draft: true,
    })
    if (existing.totalDocs > 0) continue
    const layout = (await richTextFields(payload, page.layout)) as never
    await payload.create({
      collection: 'pages',
      data: {
        title: page.title,
        slug: page.slug,
        layout,
        _status: 'published',
        meta: { title: page.title, description: page.description },
      },
      context,
    })
    created++
  }
  return created
}

export type SeedReport = { settings: boolean; pages: number }

export async function seed(payload: Payload): Promise<SeedReport> {
  const report = { settings: await seedSettings(payload), pages: await seedPages(payload) }
  payload.logger.info({ msg: 'seed finished', ...report })
  return report
}

/** True when the database holds no content yet (a fresh install). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages' })
  return totalDocs === 0
}
