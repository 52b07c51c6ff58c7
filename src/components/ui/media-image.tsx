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
 * An upload as a plain <img> with a `srcset` of the sizes Payload made of it, so each screen
 * downloads the smallest file that is sharp enough. Lazy unless `priority`. Renders nothing when
 * the upload has no usable file.
 */
export function MediaImage({ media, alt, sizes, className, priority, eager }: Props) {
  const image = responsiveImage(media)
  if (!image) return null
  if (priority) {
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
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
}
