import { blogIndexMetadata } from '@/components/blog/BlogIndex'
import { shareCardImage, type ShareCard } from '@/components/share/ShareCard'
import { getPage } from '@/data/pages'
import { getPost } from '@/data/posts'
import { getSettings } from '@/data/settings'
import { blogRoute } from '@/lib/blog'
import { cannotBeStored, slugFromSegments } from '@/lib/paths'
import { siteUrl } from '@/server/site-url'

type Props = { params: Promise<{ path?: string[] }> }

/*
 * The share card (Open Graph and Twitter image) of every page: /og for home, /og/<page> for a
 * page, /og/blog/... for the blog. Each is drawn on its first request and cached like the pages,
 * with the tags of what it read: a published change draws it afresh, and a page unpublished or
 * deleted has none (404). A 404 is never cached (cache-handler.mjs), so a card asked for before
 * its page is published is drawn once it is.
 */
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

async function cardFor(segments: string[] | undefined): Promise<ShareCard | null> {
  if (segments?.[0] === 'blog') {
    const route = blogRoute(segments.slice(1))
    if (!route) return null
    if (route.kind === 'article') {
      const post = await getPost(route.slug)
      if (!post) return null
      return { kicker: `Blog · ${post.category}`, title: post.title, description: post.excerpt }
    }
    const meta = blogIndexMetadata(route.kind === 'category' ? route.category : null)
    return {
      kicker: 'Blog',
      title: String(meta.title),
      description: meta.description,
    }
  }
  const slug = slugFromSegments(segments)
  if (cannotBeStored(slug)) return null
  const page = await getPage(slug)
  if (!page) return null
  return { kicker: null, title: page.title, description: page.meta?.description }
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const card = await cardFor((await params).path)
  if (!card) return new Response('Not found', { status: 404 })
  const settings = await getSettings()
  return shareCardImage(card, settings.brandName, new URL(siteUrl()).host)
}
