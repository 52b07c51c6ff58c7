import type { BlockProps } from '../types'
import type { Media, VideoBlock as VideoData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { VideoFacade } from '@/components/islands'
import { SectionHeading } from '../shared/SectionHeading'

export function VideoBlock({ block, path }: BlockProps<VideoData>) {
  const poster = typeof block.poster === 'object' ? (block.poster as Media | null) : null
  return (
    <Section>
      <Container className="max-w-4xl">
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <VideoFacade
          url={block.url}
          title={block.title}
          poster={poster?.url ?? null}
          duration={block.duration}
          kind="Watch"
        />
      </Container>
    </Section>
  )
}
