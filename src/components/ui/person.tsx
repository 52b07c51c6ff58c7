import { cn } from '@/lib/cn'
import type { Media } from '@/payload-types'
import { MediaImage } from './media-image'

/** "Nadia Farouk" → "NF": what shows where a person has no photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** An upload populated into a document, or null where it is unset or only an id. */
export const populated = (media: number | Media | null | undefined): Media | null =>
  typeof media === 'object' && media?.url && media.width && media.height ? media : null

/** A person's photo in a circle, or their initials in its place (decorative beside their name). */
export function Avatar({
  name,
  photo,
  size,
  className,
}: {
  name: string
  photo: Media | null
  size: number
  className?: string
}) {
  const box = cn('shrink-0 rounded-full', className)
  if (photo) {
    return (
      <MediaImage
        media={photo}
        alt={photo.alt}
        sizes={`${size}px`}
        className={cn(box, 'object-cover')}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={cn(box, 'grid place-items-center bg-brand-100 font-bold text-brand-700')}
    >
      {initials(name)}
    </span>
  )
}

/** The LinkedIn "in" glyph, drawn for this link (Lucide has no brand icons). */
function LinkedInGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4 shrink-0">
      <rect width="24" height="24" rx="4" fill="currentColor" />
      <path
        d="M7 10v7M7 7v.01M11 17v-4.5a2.5 2.5 0 0 1 5 0V17M11 10v7"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/** A link to a person's LinkedIn profile, named for screen readers as "<name>'s LinkedIn profile". */
export function LinkedInLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name}'s LinkedIn profile (opens in a new tab)`}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
    >
      <LinkedInGlyph />
      LinkedIn profile
    </a>
  )
}
