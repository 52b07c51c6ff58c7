import Link from 'next/link'
import type { PostSummary } from '@/data/posts'
import { formatPostDate, postPath } from '@/lib/blog'
import { CoverImage } from './CoverImage'
import { PostMeta } from './PostMeta'

/**
 * A post in a grid: the whole card is clickable through its title link, and the card shows the
 * focus ring while that link has keyboard focus.
 */
export function PostCard({
  post,
  headingLevel = 2,
  priority,
}: {
  post: PostSummary
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex w-full flex-col overflow-hidden surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <CoverImage
        media={post.cover}
        sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <PostMeta category={post.category} readTime={post.readTime} />
        <Heading className="text-lg leading-snug font-bold tracking-tight">
          <Link
            href={postPath(post.slug)}
            className="after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:text-brand-700 focus-visible:underline focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{post.excerpt}</p>
        {post.publishedAt ? (
          <time dateTime={post.publishedAt} className="mt-auto pt-2 text-xs text-muted">
            {formatPostDate(post.publishedAt)}
          </time>
        ) : null}
      </div>
    </article>
  )
}
