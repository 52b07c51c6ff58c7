import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SeedPage } from './types'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** The line that stands for the retention periods block, with that block's heading. */
const RETENTION = /^<!-- retention periods: (.*) -->$/m

/**
 * A legal page from its Markdown in seed/content; the Markdown's "# Title" line is the block
 * heading. A `<!-- retention periods: Heading -->` line becomes the block that shows the periods
 * from Settings → Privacy, between the text before and after it.
 */
function legalPage(file: string, slug: string, description: string): SeedPage {
  const markdown = fs.readFileSync(path.join(dirname, '../content', file), 'utf8')
  const title = /^# (.*)\n/.exec(markdown)?.[1] ?? slug
  const body = markdown.replace(/^# .*\n+/, '')
  const retention = RETENTION.exec(body)
  if (!retention) {
    return {
      slug,
      title,
      description,
      layout: [{ blockType: 'content', heading: title, bodyMarkdown: body }],
    }
  }
  const before = body.slice(0, retention.index).trim()
  const after = body.slice(retention.index + retention[0].length).trim()
  return {
    slug,
    title,
    description,
    layout: [
      { blockType: 'content', heading: title, bodyMarkdown: before },
      { blockType: 'retentionPeriods', heading: retention[1] },
      { blockType: 'content', bodyMarkdown: after },
    ],
  }
}

export const termsPage = legalPage(
  'terms.md',
  'terms',
  'The terms that govern Leadpilot services: effective 1 January 2022, updated 1 January 2025.',
)

export const privacyPage = legalPage(
  'privacy.md',
  'privacy',
  'What personal data Leadpilot collects through its website and services, why, how long it is kept and your rights.',
)
