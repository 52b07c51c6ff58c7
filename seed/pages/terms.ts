import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SeedPage } from './types'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// The Markdown's own "# Terms of Service" line becomes the block heading.
const markdown = fs
  .readFileSync(path.join(dirname, '../content/terms.md'), 'utf8')
  .replace(/^# .*\n+/, '')

export const termsPage: SeedPage = {
  slug: 'terms',
  title: 'Terms of Service',
  description:
    'The terms that govern Leadpilot services: effective 1 January 2022, updated 1 January 2025.',
  layout: [{ blockType: 'content', heading: 'Terms of Service', bodyMarkdown: markdown }],
}
