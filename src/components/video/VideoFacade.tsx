'use client'

import { Play } from 'lucide-react'
import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { cn } from '@/lib/cn'
import { embedUrl, spokenRunningTime } from '@/lib/video-id'

export type VideoFacadeProps = {
  /** A YouTube or Vimeo link as an editor pastes it (watch page, short link or embed URL). */
  url: string
  /** What the video is about: the play button's label and the player's title. */
  title: string
  /** A local image shown until the visitor presses play; a styled poster is drawn without one. */
  poster?: string | null
  /** The running time as editors type it ('5:08'), shown on the poster and read out with the button. */
  duration?: string | null
  /** What kind of video it is, on a drawn poster ('Walkthrough', 'Client story'). */
  kind?: string
  /** Whether a drawn poster repeats the title (not where the title is the card's own heading). */
  titleOnPoster?: boolean
  /** The poster's `sizes` hint for next/image. */
  sizes?: string
  className?: string
}

/**
 * A light stand-in for an embedded video. Until the visitor presses play it is a local poster and
 * a button, so the page makes no request to the video host; the privacy-friendly player
 * (youtube-nocookie.com or player.vimeo.com) is swapped in on click and receives the focus. The
 * button is disabled until the page's script has run: before that a press would do nothing.
 */
export function VideoFacade({
  url,
  title,
  poster,
  duration,
  kind = 'Video',
  titleOnPoster = true,
  sizes = '(min-width: 768px) 50vw, 100vw',
  className,
}: VideoFacadeProps) {
  const spokenTime = spokenRunningTime(duration)
  const [playing, setPlaying] = useState(false)
  const hydrated = useHydrated()
  const player = useRef<HTMLIFrameElement>(null)
  const src = embedUrl(url)

  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (!src) return null
  return (
    <div
      className={cn('relative aspect-video w-full overflow-hidden bg-brand-900', className)}
      data-video-facade={playing ? 'playing' : 'poster'}
    >
      {playing ? (
        <iframe
          ref={player}
          src={`${src}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          {poster ? (
            <Image src={poster} alt="" fill sizes={sizes} className="object-cover" />
          ) : (
            <GeneratedPoster kind={kind} title={titleOnPoster ? title : null} />
          )}
          {spokenTime ? (
            <span
              aria-hidden
              className="absolute right-3 bottom-3 rounded-md bg-ink/85 px-2 py-0.5 text-xs font-semibold text-white tabular-nums sm:right-4 sm:bottom-4"
            >
              {duration?.trim()}
            </span>
          ) : null}
          {/* The button covers the whole poster; its name is the label alone. Its visible part
              sits in the bottom corner, below the poster's title, so that neither hides the other
              on a narrow screen. */}
          <button
            type="button"
            disabled={!hydrated}
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}${spokenTime ? ` (${spokenTime})` : ''}`}
            className="group absolute inset-0 flex size-full cursor-pointer items-end disabled:cursor-default justify-start p-4 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white sm:p-5"
          >
            <span className="inline-flex items-center gap-2.5 rounded-full bg-white/95 py-1.5 pr-4 pl-1.5 text-xs font-semibold tracking-widest text-brand-800 uppercase shadow-lg ring-4 ring-white/25 transition-transform group-hover:scale-105 group-focus-visible:scale-105">
              <span className="grid size-9 place-items-center rounded-full bg-brand-600 text-white">
                <Play aria-hidden className="size-4 translate-x-px fill-current" />
              </span>
              Play video
            </span>
          </button>
        </>
      )}
    </div>
  )
}

/**
 * A poster drawn with CSS in the site's style: what kind of video it is and its title over a
 * frame from it (the product's inbox: a conversation and the meeting it booked).
 */
function GeneratedPoster({ kind, title }: { kind: string; title: string | null }) {
  return (
    <div
      aria-hidden
      className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,var(--color-brand-500),transparent_55%),linear-gradient(135deg,var(--color-brand-600),var(--color-brand-900))] p-4 sm:p-5"
    >
      <span className="absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.12)_1px,transparent_1px)] [background-size:18px_18px]" />
      <span className="relative block max-w-[60%] text-xs font-semibold tracking-widest text-brand-100 uppercase">
        {kind}
      </span>
      {title ? (
        <span className="relative mt-1 line-clamp-2 block max-w-[60%] text-base font-bold text-balance text-white sm:text-lg">
          {title}
        </span>
      ) : null}
      <Frame />
    </div>
  )
}

/** A still of the product: a message thread and the meeting it booked, in a window's frame. */
function Frame() {
  return (
    <span className="absolute right-[6%] bottom-[14%] flex w-[42%] flex-col overflow-hidden rounded-lg bg-white/95 shadow-2xl ring-1 ring-white/40">
      <span className="flex gap-1 border-b border-line bg-surface px-2 py-1.5">
        <span className="size-1.5 rounded-full bg-rose-300" />
        <span className="size-1.5 rounded-full bg-amber-300" />
        <span className="size-1.5 rounded-full bg-emerald-300" />
      </span>
      <span className="flex flex-col gap-1.5 p-2 sm:gap-2 sm:p-3">
        <span className="h-2 w-3/4 self-end rounded-full bg-brand-600 sm:h-3" />
        <span className="h-2 w-1/2 rounded-full bg-brand-100 sm:h-3" />
        <span className="h-2 w-2/3 self-end rounded-full bg-brand-600 sm:h-3" />
        <span className="mt-0.5 flex items-center gap-1 self-start rounded-full bg-green-50 px-1.5 py-0.5 text-[0.5rem] font-semibold text-green-800 sm:text-[0.625rem]">
          <span className="size-1.5 rounded-full bg-green-600" />
          Meeting booked
        </span>
      </span>
    </span>
  )
}
