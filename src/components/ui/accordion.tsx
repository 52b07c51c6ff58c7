'use client'

import { ChevronDown } from 'lucide-react'
import { Accordion as A } from 'radix-ui'
import type { ReactNode } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'

export type AccordionEntry = { id: string; title: ReactNode; content: ReactNode }

/**
 * One item open at a time; the open one can be closed again. The questions open with React, so
 * they wait for it rather than ignore a click.
 */
export function Accordion({ items }: { items: AccordionEntry[] }) {
  const hydrated = useHydrated()
  return (
    <A.Root type="single" collapsible disabled={!hydrated} className="divide-y divide-line surface">
      {items.map((item) => (
        <A.Item key={item.id} value={item.id}>
          <A.Header>
            <A.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface">
              {item.title}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
              />
            </A.Trigger>
          </A.Header>
          <A.Content className="px-5 pb-5 text-muted">{item.content}</A.Content>
        </A.Item>
      ))}
    </A.Root>
  )
}
