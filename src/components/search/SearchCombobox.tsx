'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { usePointerOutside } from '@/components/ui/use-pointer-outside'
import { cn } from '@/lib/cn'
import { nextActive, searchPagePath, type SearchAnswer, type SearchResult } from '@/lib/search'
import { Highlighted } from './Highlighted'
import { NoResults } from './NoResults'
import { SearchBox, type SearchVariant } from './search-box'

/** The pause in typing after which the results are asked for. */
const DEBOUNCE_MS = 200
/** Fewer characters than this are not searched as they are typed. */
const MIN_CHARS = 2

/** The answer (or the failure) for one query. */
type Fetched = { text: string; answer?: SearchAnswer; error?: string }

export type SearchComboboxProps = {
  variant: SearchVariant
  /** Called when a result or suggestion is opened (the mobile menu closes). */
  onNavigate?: () => void
  /** What the visitor had typed into the box this one takes over from. */
  initialQuery: string
  /** The caret in that box, when it had the focus: this box takes the focus there. */
  caret: number | null
}

/**
 * The site search box once its script has loaded: results appear as the visitor types (an ARIA
 * combobox with a listbox): arrows move through them, Enter opens the one chosen (or the full
 * results page), Escape closes the list and then clears the box.
 */
export function SearchCombobox({ variant, onNavigate, initialQuery, caret }: SearchComboboxProps) {
  const router = useRouter()
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  const [query, setQuery] = useState(initialQuery)
  const [fetched, setFetched] = useState<Fetched | null>(null)
  const [open, setOpen] = useState(caret !== null)
  const [active, setActive] = useState(-1)
  const root = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)

  // Taking over from the box the visitor was typing in: the focus and the caret stay where they
  // were, before the browser paints.
  useLayoutEffect(() => {
    if (caret === null || !input.current) return
    input.current.focus()
    input.current.setSelectionRange(caret, caret)
  }, [caret])

  const text = query.trim()
  const searching = text.length >= MIN_CHARS
  useEffect(() => {
    if (!searching) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/site-search?${new URLSearchParams({ q: text })}`, {
          signal: controller.signal,
        })
        if (response.status === 429) {
          setFetched({ text, error: 'Too many searches at once. Wait a moment.' })
          return
        }
        if (!response.ok) throw new Error(String(response.status))
        setFetched({ text, answer: (await response.json()) as SearchAnswer })
        setActive(-1)
      } catch (error) {
        if (controller.signal.aborted || (error as Error).name === 'AbortError') return
        setFetched({ text, error: 'Search is not available just now.' })
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, searching])

  // A click or tap outside the form closes the list.
  usePointerOutside(root, open, setOpen)

  // While the next answer is on its way, the last one stays on screen.
  const current = searching && fetched?.text === text ? fetched : undefined
  const loading = searching && !current
  const error = current?.error
  const answer = searching ? (current ? current.answer : fetched?.answer) : undefined
  const results = answer?.results ?? []
  const expanded = open && searching

  const leave = () => {
    setOpen(false)
    onNavigate?.()
  }
  const go = (path: string) => {
    leave()
    router.push(path)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (!results.length) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => nextActive(current, step, results.length))
    } else if (event.key === 'Enter' && expanded && active >= 0 && results[active]) {
      event.preventDefault()
      go(results[active].path)
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
      }
    }
  }

  return (
    <SearchBox
      variant={variant}
      inputId={`${id}-q`}
      listId={listId}
      formProps={{
        ref: root,
        onSubmit: (event) => {
          event.preventDefault()
          if (text) go(searchPagePath(text))
        },
      }}
      inputProps={{
        ref: input,
        'aria-expanded': expanded,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        value: query,
        onChange: (event) => {
          setQuery(event.target.value)
          setOpen(true)
        },
        onFocus: () => setOpen(true),
        onKeyDown,
      }}
    >
      <p role="status" aria-live="polite" className="sr-only">
        {expanded && current?.answer
          ? results.length
            ? `${answer?.total} ${answer?.total === 1 ? 'result' : 'results'}; use the arrow keys to choose one.`
            : `No results for ${text}.`
          : ''}
      </p>
      <div
        hidden={!expanded}
        className={cn(
          'z-40 bg-white text-left text-ink',
          variant === 'menu'
            ? 'mt-3'
            : 'absolute top-full right-0 mt-2 w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line p-2 shadow-xl',
        )}
        data-search-popup
      >
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className={cn(!results.length && 'hidden')}
        >
          {results.map((result, index) => (
            <Option
              key={result.path}
              id={optionId(index)}
              result={result}
              terms={answer?.terms ?? []}
              selected={index === active}
              onChoose={() => go(result.path)}
              onHover={() => setActive(index)}
            />
          ))}
        </ul>
        {loading && !results.length ? <p className="p-3 text-sm text-muted">Searching…</p> : null}
        {error ? (
          <p className="p-3 text-sm" role="alert">
            {error}{' '}
            <Link
              href={searchPagePath(text)}
              onClick={leave}
              className="font-semibold text-brand-700 underline"
            >
              Try the results page
            </Link>
          </p>
        ) : null}
        {current?.answer && !results.length ? (
          <div className="p-3">
            <NoResults query={text} onNavigate={leave} />
          </div>
        ) : null}
        {results.length && answer && answer.total > results.length ? (
          <Link
            href={searchPagePath(text)}
            onClick={leave}
            className="mt-1 block rounded-lg p-3 text-sm font-semibold text-brand-700 hover:bg-surface"
          >
            See all {answer.total} results
          </Link>
        ) : null}
      </div>
    </SearchBox>
  )
}

function Option({
  id,
  result,
  terms,
  selected,
  onChoose,
  onHover,
}: {
  id: string
  result: SearchResult
  terms: string[]
  selected: boolean
  onChoose: () => void
  onHover: () => void
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      data-path={result.path}
      // Pressing inside the list keeps the focus in the box; the click then opens the result.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseEnter={onHover}
      className={cn(
        'cursor-pointer rounded-lg p-3',
        selected ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-surface',
      )}
    >
      <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {result.type}
      </span>
      <span className="mt-0.5 block font-semibold">
        <Highlighted text={result.title} terms={terms} />
      </span>
      <span className="mt-0.5 line-clamp-2 block text-sm text-muted">
        <Highlighted text={result.excerpt} terms={terms} />
      </span>
    </li>
  )
}
