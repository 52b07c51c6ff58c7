/**
 * The path of an uploaded file. Payload prefixes upload URLs with the server URL when one is
 * configured; the site serves them from its own origin, so they are used as paths.
 */
export function mediaSrc(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return null
  }
}

type Rendition = {
  url?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
}

/** An upload as Payload returns it: the original and the sizes it made (collections/Media). */
export type MediaLike = Rendition & { sizes?: Record<string, Rendition | undefined> | null }

export type ResponsiveImage = {
  src: string
  srcSet: string
  /** The AVIF sizes, for a <source type="image/avif"> ahead of the image; null if none was made. */
  avifSrcSet: string | null
  width: number
  height: number
}

/** The width the `src` fallback aims at: a card on a laptop. */
const DEFAULT_WIDTH = 768

const AVIF = 'image/avif'

function srcSetOf(candidates: Map<number, string>): string {
  return [...candidates.keys()]
    .sort((a, b) => a - b)
    .map((w) => `${candidates.get(w)} ${w}w`)
    .join(', ')
}

/**
 * An upload as a responsive image: `srcSet` lists the original and every size Payload made of it
 * with the same proportions (a cropped size such as the Open Graph one is left out), so the browser
 * fetches the smallest file that fills the space; `avifSrcSet` lists the AVIF sizes alone, for
 * browsers that read them, except for an upload that may be animated. `src` is the first one at
 * least 768 px wide. Null when the upload has no URL or no dimensions.
 */
export function responsiveImage(media: MediaLike | null | undefined): ResponsiveImage | null {
  const original = media && mediaSrc(media.url)
  if (!media || !original || !media.width || !media.height) return null
  const ratio = media.width / media.height
  // Sharp writes an animation's AVIF as one still picture of all its frames stacked, so a GIF or
  // WebP upload (either may be animated) is offered in WebP only.
  const offersAvif = media.mimeType !== 'image/gif' && media.mimeType !== 'image/webp'
  // A size Payload made (WebP) is preferred to the original at the same width.
  const candidates = new Map<number, string>()
  const avifCandidates = new Map<number, string>()
  for (const size of Object.values(media.sizes ?? {})) {
    const url = mediaSrc(size?.url)
    if (!url || !size?.width || !size.height) continue
    if (Math.abs(size.width / size.height - ratio) > ratio * 0.02) continue
    const isAvif = size.mimeType === AVIF
    if (isAvif && !offersAvif) continue
    const into = isAvif ? avifCandidates : candidates
    if (!into.has(size.width)) into.set(size.width, url)
  }
  if (!candidates.has(media.width)) candidates.set(media.width, original)
  const widths = [...candidates.keys()].sort((a, b) => a - b)
  const fallback = widths.find((w) => w >= DEFAULT_WIDTH) ?? widths[widths.length - 1]
  return {
    src: candidates.get(fallback)!,
    srcSet: srcSetOf(candidates),
    avifSrcSet: avifCandidates.size > 0 ? srcSetOf(avifCandidates) : null,
    width: media.width,
    height: media.height,
  }
}
