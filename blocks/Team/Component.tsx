import type { BlockProps } from '../types'
import { getTeamMembers } from '@/data/content'
import type { TeamBlock as TeamData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { Avatar, LinkedInLink, populated } from '@/components/ui/person'
import { SectionHeading } from '../shared/SectionHeading'

export async function TeamBlock({ block, path }: BlockProps<TeamData>) {
  const members = await getTeamMembers()
  return (
    <Section>
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} />
        <ul className="grid gap-6 md:grid-cols-3">
          {members.map((member) => (
            <li key={member.id} className="surface p-6 text-center shadow-sm">
              <Avatar
                name={member.name}
                photo={populated(member.photo)}
                size={96}
                className="mx-auto size-24 text-2xl"
              />
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
              {member.bio ? <p className="mt-3 text-sm text-muted">{member.bio}</p> : null}
              {member.linkedinUrl ? (
                <p className="mt-3">
                  <LinkedInLink href={member.linkedinUrl} name={member.name} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  )
}
