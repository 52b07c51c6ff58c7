'use client'

import { X } from 'lucide-react'
import { Dialog as D } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export const Dialog = D.Root
export const DialogTrigger = D.Trigger
export const DialogClose = D.Close

type DialogContentProps = {
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
  /** 'center' for a modal, 'side' for a sheet sliding from the left edge. */
  placement?: 'center' | 'side'
  /** Where focus goes on close when the dialog was opened without a DialogTrigger. */
  onCloseAutoFocus?: (event: Event) => void
}

export function DialogContent({
  title,
  description,
  children,
  className,
  placement = 'center',
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <D.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed z-50 bg-white shadow-xl focus:outline-none',
          placement === 'center'
            ? 'top-1/2 left-1/2 w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] p-6'
            : 'inset-y-0 left-0 w-72 max-w-[85vw] p-6',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <D.Title className="text-lg font-bold">{title}</D.Title>
          <D.Close
            className="-m-1 rounded-full p-1 text-muted hover:bg-surface hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </D.Close>
        </div>
        {description ? (
          <D.Description className="mb-4 text-muted">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{title}</D.Description>
        )}
        {children}
      </D.Content>
    </D.Portal>
  )
}
