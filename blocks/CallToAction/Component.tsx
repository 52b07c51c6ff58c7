import type { BlockProps } from '../types'
import { Claimed } from '@/components/Claimed'
import type { CallToActionBlock as CtaData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { Links } from '../shared/Links'

export function CallToActionBlock({ block, path }: BlockProps<CtaData>) {
  return (
    <Section>
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance">
            <Claimed text={block.heading} path={path} />
          </h2>
          {block.body ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">
              <Claimed text={block.body} path={path} />
            </p>
          ) : null}
          <Links
            links={block.links}
            className="mt-8 flex flex-wrap justify-center gap-3 [&_a]:ring-1 [&_a]:ring-white/40"
          />
        </div>
      </Container>
    </Section>
  )
}
