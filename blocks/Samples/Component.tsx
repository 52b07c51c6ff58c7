import type { BlockProps } from '../types'
import type { SamplesBlock as SamplesData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { Avatar } from '@/components/ui/person'
import { BarChart3, MessageSquare } from '@/components/ui/svg-icons'
import { cn } from '@/lib/cn'
import { SectionHeading } from '../shared/SectionHeading'

/**
 * Sample work: a connection request and its follow-ups as the prospect's inbox shows them, beside
 * a weekly report as the client receives it. Both are text on the page (read out, translated,
 * found by search), drawn in the site's own type and colours.
 */
export function SamplesBlock({ block, path, isFirst }: BlockProps<SamplesData>) {
  const titleId = `samples-${block.id ?? 'block'}`
  // The two panels sit one level below the section's heading, or take its place when it has none.
  const level = block.heading ? 'h3' : isFirst ? 'h1' : 'h2'
  return (
    <Section className="bg-surface">
      <Container>
        <SectionHeading
          heading={block.heading}
          intro={block.intro}
          path={path}
          as={isFirst ? 'h1' : 'h2'}
        />
        <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <Conversation block={block} titleId={`${titleId}-conversation`} level={level} />
          <Report block={block} titleId={`${titleId}-report`} level={level} />
        </div>
        {block.caption ? (
          <p className="mt-6 text-center text-sm text-muted">{block.caption}</p>
        ) : null}
      </Container>
    </Section>
  )
}

/** A card with a titled bar along its top, as an app window would have. */
type Level = 'h1' | 'h2' | 'h3'

function Panel({
  titleId,
  level: Heading,
  icon: Icon,
  title,
  tag,
  children,
}: {
  titleId: string
  level: Level
  icon: typeof MessageSquare
  title: string
  tag: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={titleId} className="surface overflow-hidden bg-white shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
        <Heading
          id={titleId}
          className="flex min-w-0 items-center gap-2 text-sm font-bold text-ink"
        >
          <Icon aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span className="truncate">{title}</span>
        </Heading>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {tag}
        </span>
      </div>
      {children}
    </section>
  )
}

type PanelProps = { block: SamplesData; titleId: string; level: Level }

function Conversation({ block, titleId, level }: PanelProps) {
  return (
    <Panel
      titleId={titleId}
      level={level}
      icon={MessageSquare}
      title="Sample conversation"
      tag="LinkedIn"
    >
      <div className="flex items-center gap-3 border-b border-line px-5 py-3">
        <Avatar name={block.prospectName} photo={null} size={40} className="size-10 text-sm" />
        <p className="min-w-0">
          <span className="block truncate font-semibold text-ink">{block.prospectName}</span>
          <span className="block truncate text-sm text-muted">{block.prospectRole}</span>
        </p>
      </div>
      <ol className="space-y-4 px-5 py-5">
        <Message when="Connection request" from="us" text={block.connectionNote} />
        {block.followUps?.map((message, i) => (
          <Message
            key={message.id ?? i}
            when={message.when}
            from={message.from ?? 'us'}
            text={message.text}
          />
        ))}
      </ol>
    </Panel>
  )
}

function Message({ when, from, text }: { when: string; from: string; text: string }) {
  const ours = from !== 'prospect'
  return (
    <li className={cn('flex flex-col', ours ? 'items-end' : 'items-start')}>
      <span className="mb-1 text-xs font-semibold text-muted">
        {when}
        <span className="sr-only">{ours ? ', sent by our client' : ', the prospect’s reply'}</span>
      </span>
      <p
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-3 text-[0.9375rem] leading-relaxed whitespace-pre-line',
          ours ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-brand-50 text-ink',
        )}
      >
        {text}
      </p>
    </li>
  )
}

function Report({ block, titleId, level }: PanelProps) {
  return (
    <Panel
      titleId={titleId}
      level={level}
      icon={BarChart3}
      title={block.reportTitle}
      tag="Weekly report"
    >
      <dl className="grid grid-cols-2 gap-px bg-line sm:grid-cols-3">
        {block.reportFigures?.map((figure, i) => (
          <div key={figure.id ?? i} className="flex flex-col bg-white px-5 py-4">
            <dt className="order-2 mt-1 text-sm text-muted">{figure.label}</dt>
            <dd className="order-1 flex items-baseline gap-2">
              <span className="text-2xl font-extrabold text-ink">{figure.value}</span>
              {figure.change ? (
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                  {figure.change}
                  <span className="sr-only"> on last week</span>
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {block.reportNotes?.length ? (
        <div className="border-t border-line px-5 py-4">
          <p className="text-sm font-semibold text-ink">From your account manager</p>
          <ul className="ticks mt-2 space-y-1.5 text-[0.9375rem]">
            {block.reportNotes.map((note, i) => (
              <li key={note.id ?? i}>{note.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  )
}
