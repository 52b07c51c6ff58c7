'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'

/**
 * Footer navigation: goes to the page and starts at its very top; on the page it already
 * points to, it only scrolls smoothly back to the top.
 */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname()
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (pathname === href) {
      // Smooth or instant as the page's CSS says (instant for reduced motion).
      window.scrollTo({ top: 0 })
      return
    }
    router.push(href, { scroll: false })
    window.scrollTo({ top: 0, behavior: 'instant' })
  }
  return (
    <Link href={href} onClick={onClick} className="text-sm text-muted hover:text-brand-700">
      {children}
    </Link>
  )
}
