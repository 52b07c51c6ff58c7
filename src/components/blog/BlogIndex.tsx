import type { Metadata } from 'next'
import Link from 'next/link'
import { Container, Section } from '@/components/ui/container'
import type { PostSummary } from '@/data/posts'
import { BLOG_FEED_PATH, BLOG_PATH, categoryPath, type PostCategory } from '@/lib/blog'
import { shareMetadata } from '@/lib/share'
import { CategoryFilter } from './CategoryFilter'
import { PostCard } from './PostCard'

const feed = { 'application/rss+xml': [{ url: BLOG_FEED_PATH, title: 'Leadpilot blog' }] }

/** The index's or a category's title, description and canonical URL. */
export function blogIndexMetadata(category: PostCategory | null): Metadata {
  const title = category ? `${category} articles` : 'Blog'
  const description = category
    ? `Leadpilot articles on LinkedIn ${category.toLowerCase()}: practical guides for B2B teams, founders and consultants.`
    : 'Practical guides on LinkedIn prospecting, outreach, content and social selling for B2B teams, founders and consultants.'
  const url = category ? categoryPath(category) : BLOG_PATH
  const share = shareMetadata({
    title: category ? title : 'Leadpilot blog',
    description,
    path: url,
  })
  return {
    title,
    description,
    ...share,
    alternates: { ...share.alternates, types: feed },
  }
}

/** The blog index, all posts or one category: heading, filter and the grid, newest first. */
export function BlogIndex({
  posts,
  category,
}: {
  posts: PostSummary[]
  category: PostCategory | null
}) {
  return (
    <Section className="pt-12 sm:pt-16">
      <Container>
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Leadpilot blog
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {category ? `${category} articles` : 'LinkedIn outreach, explained'}
          </h1>
          <p className="mt-4 text-lg text-muted">
            Practical guides on prospecting, content and social selling from the team that books
            meetings on LinkedIn for B2B companies every week.
          </p>
        </header>
        <div className="mt-8">
          <CategoryFilter active={category} />
        </div>
        {posts.length ? (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
            {posts.map((post, index) => (
              <li key={post.id} className="flex">
                <PostCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 text-muted">
            No articles in this category yet.{' '}
            <Link href={BLOG_PATH} className="font-medium text-brand-700 underline">
              See all articles
            </Link>
            .
          </p>
        )}
      </Container>
    </Section>
  )
}
