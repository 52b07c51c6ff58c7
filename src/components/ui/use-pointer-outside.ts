'use client'

import { useEffect, type RefObject } from 'react'

/**
 * While `open`, a press (mouse, pen or touch) anywhere outside `root` closes it: how an open
 * drop-down closes when the visitor clicks or taps elsewhere. `setOpen` is a state setter.
 */
export function usePointerOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [root, open, setOpen])
}
