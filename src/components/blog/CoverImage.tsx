import { MediaImage } from '@/components/ui/media-image'
import type { Media } from '@/payload-types'
import { cn } from '@/lib/cn'

type Props = { media: Media | null; sizes: string; priority?: boolean; className?: string }

/**
 * A post's cover at 1200×630. The covers repeat the title, which is always written next to them,
 * so they are decorative for screen readers. Without a cover, a brand gradient keeps the layout.
 */
export function CoverImage({ media, sizes, priority, className }: Props) {
  const box = cn('aspect-[40/21] w-full overflow-hidden bg-brand-100', className)
  if (!media?.url || !media.width || !media.height) {
    return <div aria-hidden className={cn(box, 'bg-gradient-to-br from-brand-500 to-brand-900')} />
  }
  return (
    <div className={box}>
      <MediaImage
        media={media}
        alt=""
        sizes={sizes}
        priority={priority}
        className="h-full w-full object-cover"
      />
    </div>
  )
}
