/** The main navigation as the site settings hold it: links, and groups of links under a label. */
export type NavLink = { label: string; href: string }
export type NavItem = { label: string; href?: string | null; links?: NavLink[] | null }

const pathOf = (href: string) => {
  const path = href.split(/[?#]/)[0] || '/'
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Whether a link points at the page being shown (its path, whatever its query or fragment). */
export function isCurrentHref(href: string | null | undefined, pathname: string): boolean {
  if (!href?.startsWith('/')) return false
  return pathOf(href) === pathOf(pathname)
}

/** Whether the page being shown is one of an item's links (or the item's own). */
export function holdsCurrentPage(item: NavItem, pathname: string): boolean {
  return (
    isCurrentHref(item.href, pathname) ||
    (item.links ?? []).some((link) => isCurrentHref(link.href, pathname))
  )
}

/** An item's links, its own first when it has both an address and links under it. */
export function groupLinks(item: NavItem): NavLink[] {
  const links = item.links ?? []
  return item.href && !links.some((link) => link.href === item.href)
    ? [{ label: item.label, href: item.href }, ...links]
    : links
}
