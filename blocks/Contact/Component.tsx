import { Mail, MessageCircle, Phone } from '@/components/ui/svg-icons'
import type { ReactNode } from 'react'
import type { BlockProps } from '../types'
import { getSettings } from '@/data/settings'
import type { ContactBlock as ContactData } from '@/payload-types'
import { buttonClass } from '@/components/ui/button'
import { Container, Section } from '@/components/ui/container'
import { SectionHeading } from '../shared/SectionHeading'
import { LiveChat } from '../islands'
import { londonDate } from '@/lib/chat'

function ContactCard({
  icon,
  title,
  body,
  action,
  heading: Heading,
}: {
  icon: ReactNode
  heading: 'h2' | 'h3'
  title: string
  body?: string | null
  action: ReactNode
}) {
  return (
    <li className="flex flex-col surface p-6 shadow-sm">
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <Heading className="mt-4 text-lg font-bold">{title}</Heading>
      {body ? <p className="mt-2 flex-1 text-muted">{body}</p> : <div className="flex-1" />}
      <div className="mt-5">{action}</div>
    </li>
  )
}

export async function ContactBlock({ block, path, isFirst }: BlockProps<ContactData>) {
  const settings = await getSettings()
  const autoReply = block.chatAutoReply.replaceAll('{email}', settings.supportEmail)
  const daysAway = (settings.chatClosedDays ?? []).flatMap((day) => londonDate(day.date) ?? [])
  // Each card's heading sits one level below the section's.
  const cardHeading = isFirst ? 'h2' : 'h3'
  return (
    <Section>
      <Container>
        <SectionHeading
          heading={block.heading}
          intro={block.intro}
          path={path}
          as={isFirst ? 'h1' : 'h2'}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactCard
            heading={cardHeading}
            icon={<Mail aria-hidden className="size-6" />}
            title={block.emailCard.title}
            body={block.emailCard.body}
            action={
              <a
                href={`mailto:${settings.supportEmail}`}
                className={buttonClass('secondary', 'sm')}
              >
                {settings.supportEmail}
              </a>
            }
          />
          <ContactCard
            heading={cardHeading}
            icon={<MessageCircle aria-hidden className="size-6" />}
            title={block.chatCard.title}
            body={block.chatCard.body}
            action={<LiveChat autoReply={autoReply} daysAway={daysAway} />}
          />
          <ContactCard
            heading={cardHeading}
            icon={<Phone aria-hidden className="size-6" />}
            title={block.phoneCard.title}
            body={block.phoneCard.body}
            action={
              settings.phone ? (
                <a
                  href={`tel:${settings.phone.replace(/\s+/g, '')}`}
                  className={buttonClass('secondary', 'sm')}
                >
                  {settings.phone}
                </a>
              ) : null
            }
          />
        </ul>
      </Container>
    </Section>
  )
}
