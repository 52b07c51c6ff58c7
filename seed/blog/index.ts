import type { Payload } from 'payload'
import { BarChart3, Bot, Compass, PenLine, Target, Users, type IconNode } from 'lucide'
import type { PostCategory } from '@/lib/blog'
import { coverPng, uploadOnce } from '../artwork'
import { createMissing } from '../upsert'
import { loadArticles, type SeedArticle } from './articles'
import { blogAuthor } from './author'

/** The byline author of the seeded articles. */
export async function seedAuthors(payload: Payload): Promise<number> {
  return createMissing(payload, 'authors', 'name', [blogAuthor], (author) => author)
}

async function findAuthorId(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'authors',
    where: { name: { equals: blogAuthor.name } },
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw new Error(`The blog author ${blogAuthor.name} must be seeded first.`)
  return docs[0].id
}

/** Each category's icon on its articles' covers. */
const CATEGORY_ICONS: Record<PostCategory, IconNode> = {
  Strategy: Compass,
  Networking: Users,
  Tools: Bot,
  Trends: BarChart3,
  Content: PenLine,
  Sales: Target,
}

/**
 * The generated cover of an article, uploaded once (found again by its file name): its
 * category and icon on a drawn network, never its title, which the card and page show already.
 */
function coverFor(payload: Payload, article: SeedArticle): Promise<number> {
  return uploadOnce(
    payload,
    `blog-cover-${article.slug}.png`,
    `${article.category}: ${article.title}`,
    () =>
      coverPng({
        key: article.slug,
        topic: article.category,
        icon: CATEGORY_ICONS[article.category],
      }),
  )
}

/** The thirteen articles, published, each with its generated cover. */
export async function seedPosts(payload: Payload): Promise<number> {
  const author = await findAuthorId(payload)
  const articles = loadArticles()
  const existing = await payload.find({
    collection: 'posts',
    where: { slug: { in: articles.map((a) => a.slug) } },
    draft: true,
    select: { slug: true },
    pagination: false,
  })
  const have = new Set(existing.docs.map((doc) => doc.slug))
  const missing = articles.filter((article) => !have.has(article.slug))
  const covers = new Map<string, number>()
  for (const article of missing) covers.set(article.slug, await coverFor(payload, article))

  return createMissing(payload, 'posts', 'slug', missing, (article) => ({
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    category: article.category,
    author,
    publishedAt: article.publishedAt,
    // Last changed when it was written, not when this install was seeded.
    updatedAt: article.publishedAt,
    readTime: article.readTime,
    cover: covers.get(article.slug),
    bodyMarkdown: article.body,
    _status: 'published',
    meta: { title: article.title, description: article.excerpt, image: covers.get(article.slug) },
  }))
}
