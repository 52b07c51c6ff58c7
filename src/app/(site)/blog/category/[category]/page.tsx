import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/components/blog/BlogIndex'
import { listPosts } from '@/data/posts'
import {
  BLOG_FEED_PATH,
  POST_CATEGORIES,
  categoryFromSlug,
  categoryPath,
  categorySlug,
} from '@/lib/blog'

type Props = { params: Promise<{ category: string }> }

// One static, cached page per category (the filter in the URL); unknown categories are a 404.
export const dynamicParams = false
export const revalidate = false
export function generateStaticParams() {
  return POST_CATEGORIES.map((category) => ({ category: categorySlug(category) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryFromSlug((await params).category)
  if (!category) return {}
  const description = `Leadpilot articles on LinkedIn ${category.toLowerCase()}: practical guides for B2B teams, founders and consultants.`
  return {
    title: `${category} articles`,
    description,
    alternates: {
      canonical: categoryPath(category),
      types: { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: 'Leadpilot blog' }] },
    },
    openGraph: { title: `${category} articles`, description, url: categoryPath(category) },
  }
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = categoryFromSlug((await params).category)
  if (!category) notFound()
  return <BlogIndex posts={await listPosts(category)} category={category} />
}
