import { Clock, HandHeart, Heart, Sprout, Users, type SvgIcon } from '@/components/ui/svg-icons'
import { MediaImage } from '@/components/ui/media-image'
import type { CaseStudy, Media } from '@/payload-types'
import { VideoFacade } from '@/components/islands'
import { mediaSrc } from '@/lib/media-src'

type Level = 'h2' | 'h3'

const ICONS: Record<NonNullable<CaseStudy['icon']>, SvgIcon> = {
  heart: Heart,
  'hand-heart': HandHeart,
  sprout: Sprout,
  users: Users,
}

/** Half the content width on desktop, the full width on mobile. */
const MEDIA_SIZES = '(min-width: 768px) 36rem, 100vw'

/** One case study: badge, duration, title, company, challenge, solution, results and media. */
export function CaseStudyCard({ study, level }: { study: CaseStudy; level: Level }) {
  const Title = level
  const Subheading = level === 'h2' ? 'h3' : 'h4'
  const titleId = `case-study-${study.id}`
  const Icon = study.kind === 'charity' && study.icon ? ICONS[study.icon] : null

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden surface shadow-sm"
    >
      <CaseStudyMedia study={study} />
      <div className="flex flex-1 flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {Icon ? (
            <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-6" data-icon={study.icon} />
            </span>
          ) : null}
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">
            {study.industry}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <Clock aria-hidden className="size-4" />
            <span className="sr-only">Duration: </span>
            <span>{study.duration}</span>
          </span>
        </div>
        <div>
          <Title id={titleId} className="text-xl font-bold tracking-tight text-balance sm:text-2xl">
            {study.title}
          </Title>
          <p className="mt-2 text-muted">{study.company}</p>
        </div>
        <div>
          <Subheading className="font-semibold text-brand-900">Challenge</Subheading>
          <p className="mt-1 text-[0.9375rem] leading-relaxed">{study.challenge}</p>
        </div>
        <div>
          <Subheading className="font-semibold text-brand-900">Solution</Subheading>
          <p className="mt-1 text-[0.9375rem] leading-relaxed">{study.solution}</p>
        </div>
        <div className="mt-auto rounded-xl bg-surface p-5">
          <Subheading className="font-semibold text-brand-900">Results</Subheading>
          <ul className="ticks ticks-success mt-3 space-y-2">
            {study.results.map((result, index) => (
              <li key={result.id ?? index}>{result.text}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  )
}

/** The video (as a click-to-load facade) or else the uploaded image, if the study has either. */
function CaseStudyMedia({ study }: { study: CaseStudy }) {
  const image = typeof study.image === 'object' ? (study.image as Media | null) : null
  // The video's poster: the original, which next/image scales for the facade.
  const src = mediaSrc(image?.url)

  if (study.videoUrl) {
    return (
      <VideoFacade
        url={study.videoUrl}
        title={study.title}
        poster={src}
        duration={study.videoDuration}
        kind={`Client story: ${study.industry}`}
        titleOnPoster={false}
        sizes={MEDIA_SIZES}
      />
    )
  }
  if (!image || !src || !image.width || !image.height) return null
  return (
    <MediaImage
      media={image}
      alt={image.alt}
      sizes={MEDIA_SIZES}
      className="aspect-video w-full object-cover"
    />
  )
}
