'use client'

import { Play } from 'lucide-react'
import { useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { embedUrl } from '@/lib/video-id'

/**
 * A video that costs nothing until it is wanted: a poster drawn on the page (no request to the
 * video host) with a play button; the player is loaded only after a click. The button waits,
 * disabled, until React has taken the page over: before, a click would do nothing.
 */
export function OnboardingVideo({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()
  const src = embedUrl(url)
  if (!src) return null
  return (
    <figure className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-brand-900">
      <div className="relative aspect-video">
        {playing ? (
          <iframe
            src={`${src}?autoplay=1&rel=0`}
            title={title}
            className="absolute inset-0 size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            disabled={!hydrated}
            className="group absolute disabled:cursor-progress inset-0 flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-6 text-white"
          >
            <span className="grid size-16 place-items-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
              <Play aria-hidden className="ml-1 size-7 fill-current" />
            </span>
            <span className="sr-only">Play video: </span>
            <span className="max-w-md text-center text-lg font-semibold">{title}</span>
          </button>
        )}
      </div>
    </figure>
  )
}
