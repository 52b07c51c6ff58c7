import { getSettings } from '@/data/settings'
import { authorOf, listPostsForFeed } from '@/data/posts'
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from '@/lib/blog'
import { buildRss } from '@/lib/rss'
import { siteUrl } from '@/server/site-url'

// Built per request from cached queries (refreshed when a post or author is published), so the
// build needs no database and the links use the public origin the server runs with.
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const base = siteUrl()
  const [posts, settings] = await Promise.all([listPostsForFeed(), getSettings()])
  const xml = buildRss(
    {
      title: `${settings.brandName} blog`,
      link: `${base}${BLOG_PATH}`,
      description:
        'Practical guides on LinkedIn prospecting, outreach, content and social selling for B2B teams.',
      selfUrl: `${base}${BLOG_FEED_PATH}`,
      language: 'en-GB',
    },
    posts.map((post) => ({
      title: post.title,
      link: `${base}${postPath(post.slug)}`,
      description: post.excerpt,
      pubDate: post.publishedAt ?? post.createdAt,
      category: post.category,
      author: authorOf(post)?.name,
    })),
  )
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } })
}
