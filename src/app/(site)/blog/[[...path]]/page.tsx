import type { Metadata } from 'next'
import { Article, articleMetadata } from '@/components/blog/Article'
import { BlogIndex, blogIndexMetadata } from '@/components/blog/BlogIndex'
import { MissingPage } from '@/components/NotFound'
import { countMissing } from '@/data/page-views'
import { payloadClient } from '@/data/payload'
import { getPost, listPosts } from '@/data/posts'
import { getPreview } from '@/data/preview'
import { BLOG_PATH, blogRoute, postPath } from '@/lib/blog'
import { decodedSegments } from '@/lib/paths'
import { NOT_FOUND_METADATA } from '@/lib/share'

type Props = { params: Promise<{ path?: string[] }> }

/*
 * The blog index (/blog), its category pages (/blog/category/sales) and the articles
 * (/blog/<slug>). Nothing is rendered at build time, which needs no database: each page is
 * rendered on its first request, cached, and rendered afresh when a change it shows is published.
 * The category filter is part of the path, never the query string, so every page stays cached.
 */
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = blogRoute((await params).path)
  if (!route) return NOT_FOUND_METADATA
  if (route.kind === 'index') return blogIndexMetadata(null)
  if (route.kind === 'category') return blogIndexMetadata(route.category)
  const post = await getPost(route.slug, await getPreview())
  return post ? articleMetadata(post) : NOT_FOUND_METADATA
}

export default async function BlogPage({ params }: Props) {
  const segments = (await params).path
  const route = blogRoute(decodedSegments(segments))
  // Missing pages are never cached, so each request that finds one is counted here.
  if (!route) {
    countMissing([BLOG_PATH, ...(segments ?? [])].join('/'))
    return <MissingPage />
  }
  if (route.kind === 'index') return <BlogIndex posts={await listPosts()} category={null} />
  if (route.kind === 'category') {
    return <BlogIndex posts={await listPosts(route.category)} category={route.category} />
  }
  const post = await getPost(route.slug, await getPreview())
  if (!post) {
    ;(await payloadClient()).logger.warn({ path: postPath(route.slug) }, 'page_not_found')
    countMissing(postPath(route.slug))
    return <MissingPage />
  }
  return <Article post={post} />
}
