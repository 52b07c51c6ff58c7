'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import type { ComponentProps, MouseEvent, ReactNode } from 'react'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog'

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

/** A button that opens the academy's restricted-access dialog. */
export function AccessButton({ unstyled, variant, size, ...props }: AccessButtonProps) {
  const context = useContext(Context)
  const onClick = (event: MouseEvent<HTMLButtonElement>) => context?.open(event.currentTarget)
  if (unstyled) return <button type="button" aria-haspopup="dialog" onClick={onClick} {...props} />
  return (
    <Button aria-haspopup="dialog" variant={variant} size={size} onClick={onClick} {...props} />
  )
}
