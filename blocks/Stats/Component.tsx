import type { BlockProps } from '../types'
import { claimReading } from '@/data/claims'
import type { StatsBlock as StatsData } from '@/payload-types'
import { Container, Section } from '@/components/ui/container'
import { cn } from '@/lib/cn'
import { SectionHeading } from '../shared/SectionHeading'

export async function StatsBlock({ block, path }: BlockProps<StatsData>) {
  const dark = block.tone === 'dark'
  const items = await Promise.all(
    (block.items ?? []).map(async (item) => {
      const reading = await claimReading(item.claim, path)
      return { id: item.id, value: reading?.value ?? '', label: item.label || reading?.label || '' }
    }),
  )
  return (
    <Section className={cn(dark && 'bg-brand-900')}>
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} path={path} light={dark} />
        <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {items.map((item) => (
            <div
              key={item.id}
              className={cn(
                'rounded-[var(--radius-card)] p-6 text-center',
                dark ? 'bg-white/10' : 'border border-line bg-white',
              )}
            >
              <dt className={cn('order-2 mt-2 text-sm', dark ? 'text-brand-100' : 'text-muted')}>
                {item.label}
              </dt>
              <dd
                className={cn(
                  'text-3xl font-extrabold tracking-tight sm:text-4xl',
                  dark ? 'text-white' : 'text-brand-700',
                )}
              >
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  )
}
