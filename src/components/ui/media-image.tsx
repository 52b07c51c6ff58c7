import { preload } from 'react-dom'
import { responsiveImage, type MediaLike } from '@/lib/media-src'

type Props = {
  media: MediaLike | null | undefined
  alt: string
  /** How wide the image is shown, for the browser's choice from the sizes (the `sizes` attribute). */
  sizes: string
  className?: string
  /** Above the fold: fetched first and preloaded from the <head>. */
  priority?: boolean
  /** In the first screen but not the largest paint: fetched at once, without a preload. */
  eager?: boolean
}

/**
 * An upload as an <img> with a `srcset` of the sizes Payload made of it, so each screen downloads
 * the smallest file that is sharp enough, inside a <picture> whose AVIF <source> comes first when
 * Payload made AVIF sizes. Lazy unless `priority`. Renders nothing when the upload has no usable
 * file.
 */
export function MediaImage({ media, alt, sizes, className, priority, eager }: Props) {
  const image = responsiveImage(media)
  if (!image) return null
  if (priority) {
    // The AVIF sizes when there are some: the browser preloads what its <source> will pick. One
    // that cannot read AVIF skips the hint (its type) and fetches the image when the parser
    // reaches it, still first.
    const avif = image.avifSrcSet
    preload(image.src, {
      as: 'image',
      type: avif ? 'image/avif' : undefined,
      imageSrcSet: avif ?? image.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- Payload made the sizes; nothing to optimise
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
  if (!image.avifSrcSet) return img
  // The <picture> takes no box of its own, so the image lays out as if it stood alone.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
