'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'
import { useHydrated } from '@/components/ui/use-hydrated'

type AccessContext = { open: (opener: HTMLElement) => void }

const Context = createContext<AccessContext | null>(null)

/**
 * The one 'Academy Access Restricted' dialog every academy action opens. Buttons anywhere in
 * the block open it through context; closing returns focus to whichever button opened it.
 */
export function AcademyAccess({
  title,
  body,
  children,
}: {
  title: string
  body: string
  children: ReactNode
}) {
  const [isOpen, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const open = useCallback((element: HTMLElement) => {
    opener.current = element
    setOpen(true)
  }, [])
  const value = useMemo(() => ({ open }), [open])

  return (
    <Context.Provider value={value}>
      {children}
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogContent
          title={title}
          description={body}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button>Become a Client</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </Context.Provider>
  )
}

type AccessButtonProps = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Render without the button look (for tiles that style themselves). */
  unstyled?: boolean
}

/**
 * A button that opens the academy's restricted-access dialog. It is disabled until React has
 * taken over the page: before that a click could not open anything.
 */
export function AccessButton({ unstyled, variant, size, ...props }: AccessButtonProps) {
  const context = useContext(Context)
  const hydrated = useHydrated()
  const onClick = (event: MouseEvent<HTMLButtonElement>) => context?.open(event.currentTarget)
  const common = { 'aria-haspopup': 'dialog' as const, disabled: !hydrated, onClick, ...props }
  if (unstyled) return <button type="button" {...common} />
  return <Button variant={variant} size={size} {...common} />
}
