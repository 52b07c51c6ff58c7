import { MediaImage } from '@/components/ui/media-image'
import type { BlockProps } from '../types'
import { getTeamMembers } from '@/data/content'
import type { Media, TeamBlock as TeamData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)

export async function TeamBlock({ block, path }: BlockProps<TeamData>) {
  const members = await getTeamMembers()
  return (
    <Section>
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <ul className="grid gap-6 md:grid-cols-3">
          {members.map((member) => {
            const photo = typeof member.photo === 'object' ? (member.photo as Media | null) : null
            return (
              <li key={member.id} className="surface p-6 text-center shadow-sm">
                {photo?.url && photo.width && photo.height ? (
                  <MediaImage
                    media={photo}
                    alt={photo.alt}
                    sizes="96px"
                    className="mx-auto size-24 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden
                    className="mx-auto grid size-24 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
                  >
                    {initials(member.name)}
                  </span>
                )}
                <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                {member.bio ? <p className="mt-3 text-sm text-muted">{member.bio}</p> : null}
              </li>
            )
          })}
        </ul>
      </Container>
    </Section>
  )
}
