import type { Metadata } from 'next'

/** The size of every share card (Open Graph and Twitter's large summary card). */
export const SHARE_CARD = { width: 1200, height: 630 } as const

/** The address of the generated share card of the page at `path`: /og for home, else /og<path>. */
function shareCardPath(path: string): string {
  return path === '/' ? '/og' : `/og${path}`
}

type Share = {
  title: string
  description?: string | null
  /** The page's own path: its canonical URL and the address of its generated card. */
  path: string
  /** An image the marketer chose for sharing, instead of the generated card. */
  image?: { url: string; alt?: string | null } | null
  type?: 'website' | 'article'
  /** The brand name from site settings (a page's Open Graph replaces the layout's). */
  siteName?: string
}

/**
 * The canonical URL and the Open Graph and Twitter cards of a page, with relative URLs that
 * Next.js resolves against the public origin (metadataBase). Every page gets an image: the
 * marketer's, else the card generated in the site's design.
 */
export function shareMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  siteName,
}: Share) {
  const images = [
    {
      url: image?.url ?? shareCardPath(path),
      ...SHARE_CARD,
      alt: image?.alt || title,
    },
  ]
  return {
    alternates: { canonical: path },
    openGraph: {
      type,
      title,
      description: description ?? undefined,
      url: path,
      siteName,
      locale: 'en_GB',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: description ?? undefined,
      images,
    },
  } satisfies Metadata
}

/**
 * The metadata of a missing page. A route's own metadata for an address with nothing behind it
 * returns this too, as the not-found page does: the title is then the same in the first HTML and
 * after the browser has read the rest of the answer.
 */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false } }

/**
 * The browser title for a page's or article's title: one that already ends with "| name" (a title
 * written whole in the SEO tab) is used as written; any other gets the layout's " | brand".
 */
export function documentTitle(title: string): string | { absolute: string } {
  const bar = title.lastIndexOf('|')
  const written = bar > 0 && title[bar - 1] === ' ' && title.slice(bar + 1).trim() !== ''
  return written ? { absolute: title } : title
}
