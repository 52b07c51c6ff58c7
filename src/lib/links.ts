/** True for links that leave the site (opened in a new tab); mailto/tel stay in place. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}
