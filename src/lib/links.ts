/** True for links that leave the site (opened in a new tab); mailto/tel stay in place. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/** Any whitespace, control character or backslash: browsers drop or rewrite them in URLs. */
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f\\]/
const EMAIL = /^mailto:[^@]+@[^@]+$/i
const PHONE = /^tel:\+?[\d().-]{3,}$/i

/**
 * Where a link a marketer enters may lead: a path on this site (`/pricing`, `#faq`), an http(s)
 * address, `mailto:` or `tel:`. Everything else is refused: `//host` and `/\host` (which browsers
 * read as another site), `javascript:` and `data:` URLs, and addresses with credentials in them.
 */
export function isSafeHref(href: string): boolean {
  if (href === '' || UNSAFE_CHARACTER.test(href)) return false
  if (href.startsWith('#')) return true
  if (href.startsWith('/')) {
    if (href.startsWith('//')) return false
    try {
      const base = 'https://site.invalid'
      return new URL(href, base).origin === base
    } catch {
      return false
    }
  }
  if (EMAIL.test(href) || PHONE.test(href)) return true
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return false
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  )
}

export const UNSAFE_HREF_MESSAGE =
  'Use a path on this site (such as /pricing-overview or #faq), an address starting with https://, mailto: or tel:.'
