'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useRef, useState, type ReactNode } from 'react'
import { ChevronDown } from '@/components/ui/svg-icons'
import { useHydrated } from '@/components/ui/use-hydrated'
import { usePointerOutside } from '@/components/ui/use-pointer-outside'
import { cn } from '@/lib/cn'
import { isExternalHref } from '@/lib/links'
import { groupLinks, holdsCurrentPage, isCurrentHref, type NavItem } from '@/lib/nav'

type AnchorProps = {
  href: string
  pathname: string
  className?: string
  onClick?: () => void
  children: ReactNode
}

/** A menu link: marked as the current page where it points at it; other sites in a new tab. */
function NavAnchor({ href, pathname, className, onClick, children }: AnchorProps) {
  if (isExternalHref(href) || href.startsWith('mailto:') || href.startsWith('tel:')) {
    const external = isExternalHref(href)
    return (
      <a
        href={href}
        className={className}
        onClick={onClick}
        {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
      </a>
    )
  }
  return (
    // Not prefetched: the menu is on every page, and prefetching each page it links to would
    // fetch their content (and the images they preload) before the visitor chooses one.
    <Link
      href={href}
      prefetch={false}
      className={className}
      onClick={onClick}
      aria-current={isCurrentHref(href, pathname) ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}

const itemClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700'
const panelClass =
  'absolute top-full left-0 z-40 mt-2 min-w-56 surface p-2 shadow-lg [&_a]:block [&_a]:rounded-lg [&_a]:px-3 [&_a]:py-2 [&_a]:text-sm [&_a]:text-ink [&_a:hover]:bg-brand-50 [&_a[aria-current=page]]:font-semibold [&_a[aria-current=page]]:text-brand-700'

function GroupLinks({
  item,
  pathname,
  onPick,
}: {
  item: NavItem
  pathname: string
  onPick?: () => void
}) {
  return groupLinks(item).map((link) => (
    <li key={`${link.label} ${link.href}`}>
      <NavAnchor href={link.href} pathname={pathname} onClick={onPick}>
        {link.label}
      </NavAnchor>
    </li>
  ))
}

/**
 * A menu item with links under it. Before JavaScript runs (or without it) a native <details>
 * opens and closes it; once the page is interactive, a button with aria-expanded does, Enter or
 * Space opening it and Escape, a click elsewhere or moving focus out of it closing it.
 */
function Dropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const active = holdsCurrentPage(item, pathname)

  usePointerOutside(root, open, setOpen)

  const label = (
    <>
      {item.label}
      <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </>
  )
  const triggerClass = cn(itemClass, active && 'text-brand-700')

  if (!hydrated) {
    return (
      <li className="relative">
        <details className="group">
          <summary
            className={cn(
              triggerClass,
              'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
            )}
          >
            {label}
          </summary>
          {/* Not laid out while closed, so nothing in it counts as on screen. */}
          <ul className={cn(panelClass, 'hidden group-open:block')}>
            <GroupLinks item={item} pathname={pathname} />
          </ul>
        </details>
      </li>
    )
  }
  return (
    <li
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <ul id={panelId} hidden={!open} className={panelClass}>
        <GroupLinks item={item} pathname={pathname} onPick={() => setOpen(false)} />
      </ul>
    </li>
  )
}

/** The main navigation on wide screens: links and small dropdowns, from the site settings. */
export function MainNav({ items, className }: { items: NavItem[]; className?: string }) {
  const pathname = usePathname() ?? '/'
  return (
    <ul className={cn('items-center gap-1', className)}>
      {items.map((item) =>
        item.links?.length ? (
          <Dropdown key={item.label} item={item} pathname={pathname} />
        ) : item.href ? (
          <li key={item.label}>
            <NavAnchor href={item.href} pathname={pathname} className={itemClass}>
              {item.label}
            </NavAnchor>
          </li>
        ) : null,
      )}
    </ul>
  )
}

/** The same items in the mobile menu: plain links, each group's links under its label. */
export function MobileNavItems({
  items,
  pathname,
  onPick,
}: {
  items: NavItem[]
  pathname: string
  onPick?: () => void
}) {
  const linkClass =
    'block rounded-lg px-3 py-2 font-semibold text-ink hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700'
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) =>
        item.links?.length ? (
          <li key={item.label} className="pt-2">
            <p className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {item.label}
            </p>
            <ul className="mt-1">
              {groupLinks(item).map((link) => (
                <li key={`${link.label} ${link.href}`}>
                  <NavAnchor
                    href={link.href}
                    pathname={pathname}
                    onClick={onPick}
                    className={linkClass}
                  >
                    {link.label}
                  </NavAnchor>
                </li>
              ))}
            </ul>
          </li>
        ) : item.href ? (
          <li key={item.label}>
            <NavAnchor href={item.href} pathname={pathname} onClick={onPick} className={linkClass}>
              {item.label}
            </NavAnchor>
          </li>
        ) : null,
      )}
    </ul>
  )
}
