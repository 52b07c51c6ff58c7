import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SeedPage } from './types'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** A legal page from its Markdown in seed/content; the Markdown's "# Title" line is the block heading. */
function legalPage(file: string, slug: string, description: string): SeedPage {
  const markdown = fs.readFileSync(path.join(dirname, '../content', file), 'utf8')
  const title = /^# (.*)\n/.exec(markdown)?.[1] ?? slug
  return {
    slug,
    title,
    description,
    layout: [
      { blockType: 'content', heading: title, bodyMarkdown: markdown.replace(/^# .*\n+/, '') },
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
