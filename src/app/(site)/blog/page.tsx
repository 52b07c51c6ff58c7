import type { Metadata } from 'next'
import { BlogIndex } from '@/components/blog/BlogIndex'
import { listPosts } from '@/data/posts'
import { BLOG_FEED_PATH, BLOG_PATH } from '@/lib/blog'

/*
 * Static and cached, refreshed on demand when a post is published, edited or removed. The category
 * filter does not read searchParams here (that would render this page on every request): each
 * category is its own static page at /blog/category/<name>, linked from the filter.
 */
export const revalidate = false

const description =
  'Practical guides on LinkedIn prospecting, outreach, content and social selling for B2B teams, founders and consultants.'

export const metadata: Metadata = {
  title: 'Blog',
  description,
  alternates: {
    canonical: BLOG_PATH,
    types: { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: 'Leadpilot blog' }] },
  },
  openGraph: { title: 'Leadpilot blog', description, url: BLOG_PATH },
}

export default async function BlogPage() {
  return <BlogIndex posts={await listPosts()} category={null} />
}
