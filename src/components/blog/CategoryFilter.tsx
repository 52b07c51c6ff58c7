import Link from 'next/link'
import { BLOG_PATH, POST_CATEGORIES, categoryPath, type PostCategory } from '@/lib/blog'
import { cn } from '@/lib/cn'

/**
 * Category filter as plain links to static pages (`/blog/category/sales`): the filter lives in
 * the URL, works without JavaScript, and Next.js navigates between the cached pages without a
 * full reload. The current one is marked with aria-current for assistive technology.
 */
export function CategoryFilter({ active }: { active: PostCategory | null }) {
  const items: Array<{ label: string; href: string; current: boolean }> = [
    { label: 'All articles', href: BLOG_PATH, current: active === null },
    ...POST_CATEGORIES.map((category) => ({
      label: category,
      href: categoryPath(category),
      current: active === category,
    })),
  ]
  return (
    <nav aria-label="Filter articles by category">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              scroll={false}
              className={cn(
                'inline-flex rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                item.current
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
