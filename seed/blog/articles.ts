import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isPostCategory, type PostCategory } from '@/lib/blog'
import { parseFrontmatter, requireFields } from '@/lib/frontmatter'

/** One article of `seed/content/blog/<slug>.md`: front matter plus a Markdown body. */
export type SeedArticle = {
  slug: string
  title: string
  excerpt: string
  category: PostCategory
  readTime: string
  /** ISO date-time (midnight UTC of the front matter's date). */
  publishedAt: string
  body: string
}

const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/blog')

export function parseArticle(slug: string, source: string): SeedArticle {
  const { data, body } = parseFrontmatter(source)
  const fields = requireFields(
    data,
    ['title', 'excerpt', 'category', 'readTime', 'date'],
    `${slug}.md`,
  )
  if (!isPostCategory(fields.category)) {
    throw new Error(`${slug}.md: unknown category "${fields.category}"`)
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) {
    throw new Error(`${slug}.md: date must be YYYY-MM-DD, got "${fields.date}"`)
  }
  return {
    slug,
    title: fields.title,
    excerpt: fields.excerpt,
    category: fields.category,
    readTime: fields.readTime,
    publishedAt: `${fields.date}T00:00:00.000Z`,
    body: body.trim(),
  }
}

/** Every seed article, in file-name order. */
export function loadArticles(dir = CONTENT_DIR): SeedArticle[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseArticle(file.slice(0, -3), fs.readFileSync(path.join(dir, file), 'utf8')))
}
