import { MediaImage } from '@/components/ui/media-image'
import { MARK_FACES, MARK_TRAIL, MARK_VIEWBOX } from '@/lib/brand-mark'
import type { Media, SiteSetting } from '@/payload-types'

/** The brand mark: a paper plane leaving a dotted trail (src/lib/brand-mark.ts). */
function Mark() {
  return (
    <svg viewBox={MARK_VIEWBOX} aria-hidden className="size-8 shrink-0">
      <path
        d={MARK_TRAIL.d}
        fill="none"
        stroke={MARK_TRAIL.stroke}
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeDasharray="0.1 5"
      />
      {MARK_FACES.map((face) => (
        <path key={face.d} d={face.d} fill={face.fill} />
      ))}
    </svg>
  )
}

/** The uploaded logo, or the brand mark beside the brand name when there is none. */
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
      <Mark />
      {settings.brandName}
    </span>
  )
}
