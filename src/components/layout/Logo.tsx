import { MediaImage } from '@/components/ui/media-image'
import type { Media, SiteSetting } from '@/payload-types'

/** The uploaded logo, or the brand name as a word mark when there is none. */
export function Logo({ settings }: { settings: SiteSetting }) {
  const logo = typeof settings.logo === 'object' ? (settings.logo as Media | null) : null
  if (logo?.url && logo.width && logo.height) {
    return (
      <MediaImage
        media={logo}
        alt={logo.alt}
        sizes={`${Math.ceil((32 * logo.width) / logo.height)}px`}
        className="h-8 w-auto"
        eager
      />
    )
  }
  return (
    <span className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-brand-900">
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-brand-600 text-base text-white"
      >
        {settings.brandName.slice(0, 1)}
      </span>
      {settings.brandName}
    </span>
  )
}
