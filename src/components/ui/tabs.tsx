'use client'

import { Tabs as T } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Tabs = T.Root

/**
 * One row that never wraps: when the tabs are wider than the screen the row scrolls sideways (the
 * browser brings a tab into view as the arrow keys focus it), so no tab is left alone on a line.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn(
        'flex max-w-full gap-0.5 overflow-x-auto rounded-full bg-surface p-1 [scrollbar-width:none] sm:gap-1',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'shrink-0 rounded-full px-2.5 py-2 text-sm sm:px-4 font-semibold whitespace-nowrap text-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export const TabsContent = T.Content
