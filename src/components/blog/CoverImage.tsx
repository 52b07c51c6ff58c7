import { Img } from '@/components/ui/image'
import type { Media } from '@/payload-types'
import { cn } from '@/lib/cn'

type Props = { media: Media | null; sizes: string; priority?: boolean; className?: string }

/**
 * A post's cover at 1200×630. The covers repeat the title, which is always written next to them,
 * so they are decorative for screen readers. Without a cover, a brand gradient keeps the layout.
 */
export function CoverImage({ media, sizes, priority, className }: Props) {
  const box = cn('aspect-[40/21] w-full overflow-hidden bg-brand-100', className)
  if (!media?.url) {
    return <div aria-hidden className={cn(box, 'bg-gradient-to-br from-brand-500 to-brand-900')} />
  }
  return (
    <div className={box}>
      <Img
        src={media.url}
        alt=""
        width={media.width ?? 1200}
        height={media.height ?? 630}
        sizes={sizes}
        priority={priority}
        className="h-full w-full object-cover"
      />
    </div>
  )
}
