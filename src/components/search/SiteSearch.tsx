'use client'

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react'
import { flushSync } from 'react-dom'
import type { SearchComboboxProps } from './SearchCombobox'
import { SearchBox, type SearchVariant } from './search-box'

type Props = {
  variant?: SearchVariant
  /** Called when a result or suggestion is opened (the mobile menu closes). */
  onNavigate?: () => void
}

/**
 * The site search box on every page. Without JavaScript it is a GET form to /search. The code
 * that shows results as the visitor types is fetched when the box is first pointed at, focused
 * or typed in, so pages where nobody searches never download it; the box it then draws takes
 * over what was typed, the focus and the caret.
 */
export function SiteSearch({ variant = 'header', onNavigate }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const requested = useRef(false)
  const [loaded, setLoaded] = useState<{
    Combobox: ComponentType<SearchComboboxProps>
    initialQuery: string
    caret: number | null
  } | null>(null)

  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    import('./SearchCombobox').then(
      ({ SearchCombobox }) => {
        const box = input.current
        const focused = box !== null && document.activeElement === box
        // Synchronously, so no keystroke lands in the old box between reading it and replacing it.
        flushSync(() =>
          setLoaded({
            Combobox: SearchCombobox,
            initialQuery: box?.value ?? '',
            caret: focused ? (box.selectionEnd ?? box.value.length) : null,
          }),
        )
      },
      // Offline or a failed deploy: the box stays a plain form to the results page; the next
      // focus tries again.
      () => {
        requested.current = false
      },
    )
  }, [])

  // Typed into, or focused, before the page's scripts started.
  useEffect(() => {
    const box = input.current
    if (box && (box.value || document.activeElement === box)) load()
  }, [load])

  if (loaded) {
    const { Combobox, initialQuery, caret } = loaded
    return (
      <Combobox
        variant={variant}
        onNavigate={onNavigate}
        initialQuery={initialQuery}
        caret={caret}
      />
    )
  }
  return (
    <SearchBox
      variant={variant}
      inputId={`${id}-q`}
      listId={`${id}-list`}
      formProps={{ onPointerEnter: load }}
      inputProps={{ ref: input, onFocus: load, onInput: load }}
    >
      <ul id={`${id}-list`} role="listbox" aria-label="Search results" hidden />
    </SearchBox>
  )
}
