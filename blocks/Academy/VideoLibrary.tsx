import { Play, Star } from '@/components/ui/svg-icons'
import { MediaImage } from '@/components/ui/media-image'
import type { AcademyVideo, Media } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { AccessButton } from '../islands'
import { SectionHeading } from './SectionHeading'

/** Tiles without an uploaded thumbnail get one of these in turn. */
const gradients = [
  'from-brand-600 to-brand-900',
  'from-sky-600 to-indigo-900',
  'from-violet-600 to-brand-900',
  'from-teal-600 to-slate-900',
]

function Thumbnail({ video, index }: { video: AcademyVideo; index: number }) {
  const media = typeof video.thumbnail === 'object' ? (video.thumbnail as Media | null) : null
  return (
    <div
      className={`relative aspect-video overflow-hidden bg-gradient-to-br ${gradients[index % gradients.length]}`}
    >
      <MediaImage
        media={media}
        alt=""
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <span
        aria-hidden
        className="absolute inset-0 grid place-items-center transition-transform group-hover:scale-105"
      >
        <span className="grid size-14 place-items-center rounded-full bg-white/95 text-brand-700 shadow-lg">
          <Play className="ml-1 size-6 fill-current" />
        </span>
      </span>
      <span className="absolute right-2 bottom-2 rounded-md bg-ink/85 px-2 py-0.5 text-xs font-semibold text-white">
        {video.duration}
      </span>
    </div>
  )
}

/** The video library (anchor #video-library). Every tile opens the restricted-access dialog. */
export function VideoLibrary({
  heading,
  intro,
  videos,
}: {
  heading: string
  intro?: string | null
  videos: AcademyVideo[]
}) {
  if (!videos.length) return null
  return (
    <Section id="video-library" aria-labelledby="video-library-heading" className="bg-surface">
      <Container>
        <SectionHeading id="video-library-heading" heading={heading} intro={intro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {videos.map((video, index) => (
            <li
              key={video.id}
              className="group relative overflow-hidden surface shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
            >
              <Thumbnail video={video} index={index} />
              <div className="p-4">
                <h3 className="font-semibold">
                  {/* The button stretches over the whole tile, so any click on it opens the dialog. */}
                  <AccessButton
                    unstyled
                    aria-label={`Watch ${video.title}`}
                    className="text-left before:absolute before:inset-0 focus-visible:outline-none"
                  >
                    {video.title}
                  </AccessButton>
                </h3>
                <p className="mt-2 flex items-center justify-between text-sm text-muted">
                  <span>{video.level}</span>
                  <span className="flex items-center gap-1">
                    <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                    <span>
                      {video.rating.toFixed(1)}
                      <span className="sr-only"> out of 5</span>
                    </span>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
