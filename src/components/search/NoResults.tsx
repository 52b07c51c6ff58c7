import Link from 'next/link'
import { BLOG_PATH } from '@/lib/blog'

/** Where a visitor whose search found nothing can look instead. */
const SUGGESTIONS = [
  { href: BLOG_PATH, label: 'Read the blog' },
  { href: '/case-studies', label: 'See our case studies' },
  { href: '/how-it-works', label: 'How it works' },
]

/** "No results for …", with other places to look. */
export function NoResults({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  return (
    <div>
      <p className="font-semibold">No results for “{query}”</p>
      <p className="mt-1 text-sm text-muted">
        Check the spelling or try fewer words. You could also start here:
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {SUGGESTIONS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
