import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

/**
 * next/image's sizing, `srcset` and lazy loading, rendered by the server as a plain <img>. The
 * <Image> component is a client component: imported by the layout or a block, its code (and the
 * image configuration) went into every page's first-load JavaScript, though an image needs none.
 * A `priority` image is preloaded from the <head>, as <Image> does, and fetched first.
 */
export function Img(props: ImageProps) {
  const first = Boolean(props.priority || props.preload)
  const { props: img } = getImageProps({
    ...props,
    fetchPriority: props.fetchPriority ?? (first ? 'high' : undefined),
  })
  if (first && img.src) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: img.fetchPriority,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
  return <img {...img} alt={props.alt} />
}
