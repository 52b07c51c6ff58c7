import { CircleCheck } from '@/components/ui/svg-icons'
import type { BlockProps } from '../types'
import type { ChecklistBlock as ChecklistData } from '@/payload-types'
import { Claimed } from '@/components/Claimed'
import { Container, Section } from '@/components/ui/container'
import { Links } from '../shared/Links'
import { SectionHeading } from '../shared/SectionHeading'

export function ChecklistBlock({ block, path, isFirst }: BlockProps<ChecklistData>) {
  return (
    <Section>
      <Container className="max-w-3xl">
        <SectionHeading
          heading={block.heading}
          intro={block.intro}
          path={path}
          as={isFirst ? 'h1' : 'h2'}
        />
        <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10">
          <ul className="space-y-4">
            {block.items?.map((item, i) => (
              <li key={item.id ?? i} className="flex gap-3 text-lg">
                <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-green-700" />
                <Claimed text={item.text} path={path} />
              </li>
            ))}
          </ul>
          {block.note ? <p className="mt-6 text-sm text-muted">{block.note}</p> : null}
          <Links links={block.links} className="mt-8 flex flex-wrap gap-3" />
        </div>
      </Container>
    </Section>
  )
}
