import type { HeroBlock, Media, Page } from '@/payload-types'

/** An image as a share card uses it: its 1200 × 630 crop, else the file itself. */
type ShareImage = { url: string; alt?: string | null }

const asMedia = (value: unknown): Media | null =>
  value && typeof value === 'object' ? (value as Media) : null

function shareImageOf(media: Media | null): ShareImage | null {
  const url = media?.sizes?.og?.url ?? media?.url
  return url ? { url, alt: media?.alt } : null
}

/** The image a hero shows beside its text: only when the marketer chose "An image of your own". */
export function heroImage(block: Pick<HeroBlock, 'illustration' | 'image'>): Media | null {
  return block.illustration === 'image' ? asMedia(block.image) : null
}

/**
 * The picture a page's share card shows: the one chosen for sharing in its SEO tab, else the
 * image its first hero shows beside the text (when the hero is set to show it), else none, and
 * the card drawn in the site's design is used.
 */
export function pageShareImage(
  page: Pick<Page, 'meta' | 'layout'> | null | undefined,
): ShareImage | null {
  const chosen = shareImageOf(asMedia(page?.meta?.image))
  if (chosen) return chosen
  const hero = page?.layout?.find((block) => block.blockType === 'hero') as HeroBlock | undefined
  return hero ? shareImageOf(heroImage(hero)) : null
}
