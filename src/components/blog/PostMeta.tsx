import { Clock } from '@/components/ui/svg-icons'
import Link from 'next/link'
import { categoryPath, isPostCategory } from '@/lib/blog'

/** The category (a link to its filter) and the read time, above a post's title. */
export function PostMeta({
  category,
  readTime,
  linkCategory = false,
}: {
  category: string
  readTime: string
  linkCategory?: boolean
}) {
  const badge = 'rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700'
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
      {linkCategory && isPostCategory(category) ? (
        <Link href={categoryPath(category)} className={`${badge} hover:bg-brand-100`}>
          {category}
        </Link>
      ) : (
        <span className={badge}>{category}</span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {readTime}
      </span>
    </div>
  )
}
