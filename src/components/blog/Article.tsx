import { RichText } from '@/components/ui/rich-text'
import { ArrowLeft } from '@/components/ui/svg-icons'
import type { Metadata } from 'next'
import Link from 'next/link'
import { CoverImage } from './CoverImage'
import { PostCard } from './PostCard'
import { PostMeta } from './PostMeta'
import { Container, Section } from '@/components/ui/container'
import { authorOf, coverOf, getRelatedPosts } from '@/data/posts'
import { getSettings } from '@/data/settings'
import { JsonLd } from '@/components/JsonLd'
import { BLOG_FEED_PATH, BLOG_PATH, categoryPath, formatPostDate, postPath } from '@/lib/blog'
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/json-ld'
import { documentTitle, shareMetadata } from '@/lib/share'
import { siteUrl } from '@/server/site-url'
import type { Media, Post } from '@/payload-types'

/** The SEO image: the one chosen in the SEO tab, else the cover. */
function shareImage(post: Post): Media | null {
  const seo = typeof post.meta?.image === 'object' ? post.meta.image : null
  return seo ?? coverOf(post)
}

function imageUrl(media: Media | null): string | null {
  return media?.sizes?.og?.url ?? media?.url ?? null
}

/** An article's title, description, canonical URL and share cards. */
export function articleMetadata(post: Post): Metadata {
  const title = post.meta?.title || post.title
  const description = post.meta?.description || post.excerpt
  // The image chosen in the SEO tab, else the card drawn in the site's design.
  const chosen = typeof post.meta?.image === 'object' ? post.meta.image : null
  const chosenUrl = chosen ? imageUrl(chosen) : null
  const share = shareMetadata({
    title,
    description,
    path: postPath(post.slug),
    image: chosenUrl ? { url: chosenUrl, alt: chosen?.alt } : null,
    type: 'article',
  })
  const author = authorOf(post)
  return {
    title: documentTitle(title),
    description,
    ...share,
    alternates: {
      ...share.alternates,
      types: { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: 'Leadpilot blog' }] },
    },
    authors: author ? [{ name: author.name }] : undefined,
    openGraph: {
      ...share.openGraph,
      type: 'article',
      publishedTime: post.publishedAt ?? undefined,
      modifiedTime: post.updatedAt,
      authors: author ? [author.name] : undefined,
      section: post.category,
    },
  }
}

/** An article: header, cover, body, related articles and its structured data. */
export async function Article({ post }: { post: Post }) {
  const [related, settings] = await Promise.all([getRelatedPosts(post), getSettings()])
  const author = authorOf(post)
  const base = siteUrl()
  const image = imageUrl(shareImage(post))
  const url = `${base}${postPath(post.slug)}`
  const jsonLd = articleJsonLd({
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt ?? post.createdAt,
    dateModified: post.updatedAt,
    author: { name: author?.name ?? settings.brandName, jobTitle: author?.jobTitle },
    images: image ? [new URL(image, base).toString()] : [],
    publisher: { name: settings.brandName, url: base },
    section: post.category,
  })
  const breadcrumbs = breadcrumbJsonLd([
    { name: 'Home', url: `${base}/` },
    { name: 'Blog', url: `${base}${BLOG_PATH}` },
    { name: post.category, url: `${base}${categoryPath(post.category)}` },
    { name: post.title, url },
  ])

  return (
    <>
      <article>
        <Section className="pt-10 pb-12 sm:pt-12">
          <Container>
            <div className="mx-auto max-w-3xl">
              <Link
                href={BLOG_PATH}
                className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
              >
                <ArrowLeft aria-hidden className="size-4" />
                Back to blog
              </Link>
              <header className="mt-8">
                <PostMeta category={post.category} readTime={post.readTime} linkCategory />
                <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
                  {post.title}
                </h1>
                <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
                <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-6 text-sm">
                  {author ? (
                    <p>
                      <span className="font-semibold text-ink">{author.name}</span>
                      <span className="text-muted">, {author.jobTitle}</span>
                    </p>
                  ) : null}
                  {post.publishedAt ? (
                    <time dateTime={post.publishedAt} className="text-muted">
                      {formatPostDate(post.publishedAt)}
                    </time>
                  ) : null}
                </div>
              </header>
              <CoverImage
                media={coverOf(post)}
                sizes="(min-width: 768px) 720px, 100vw"
                priority
                className="mt-8 rounded-[var(--radius-card)]"
              />
              {/* Lexical JSON is rendered as React elements: no raw HTML reaches the page. */}
              <RichText data={post.body} className="prose-lp mt-10" />
            </div>
          </Container>
        </Section>
      </article>
      {related.length ? (
        <Section className="border-t border-line bg-surface" aria-labelledby="related-heading">
          <Container>
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
              More {post.category.toLowerCase()} articles
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id} className="flex">
                  <PostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Container>
        </Section>
      ) : null}
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbs} />
    </>
  )
}
