import { getSettings } from '@/data/settings'
import { authorOf, listPostsForFeed } from '@/data/posts'
import { BLOG_FEED_PATH, BLOG_PATH, postPath } from '@/lib/blog'
import { buildRss } from '@/lib/rss'
import { siteUrl } from '@/lib/site-url'

// Generated once and cached; a post's publish, edit or removal refreshes it (hooks in collections/Posts).
export const revalidate = false

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
