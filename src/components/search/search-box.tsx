import type { ComponentProps, ReactNode } from 'react'
import { Search } from '@/components/ui/svg-icons'
import { cn } from '@/lib/cn'
import { SEARCH_PATH, SEARCH_QUERY_MAX } from '@/lib/search'

/** `header`: a box with a drop-down (wide screens); `menu`: full width, results below it. */
export type SearchVariant = 'header' | 'menu'

type BoxProps = {
  variant: SearchVariant
  /** The input's id, which its label names. */
  inputId: string
  /** The id of the list of results the input controls. */
  listId: string
  formProps?: Omit<ComponentProps<'form'>, 'children' | 'className'>
  inputProps?: Omit<ComponentProps<'input'>, 'id' | 'className'>
  /** The results' list (empty until the search's own script has loaded) and its live status. */
  children?: ReactNode
}

/**
 * The search box's markup: a GET form to /search (which is all it is without JavaScript), its
 * label, icon, input and a submit button for the keyboard. The box before its script has loaded
 * and the box with results as the visitor types draw the same elements.
 */
export function SearchBox({ variant, inputId, listId, formProps, inputProps, children }: BoxProps) {
  const inMenu = variant === 'menu'
  const form = (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      {...formProps}
      className={cn('relative', inMenu ? 'w-full' : 'ml-auto hidden w-56 md:block lg:w-64')}
    >
      <label htmlFor={inputId} className="sr-only">
        Search the site
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search articles, case studies…"
        {...inputProps}
        className="w-full rounded-lg border border-line bg-white py-2 pr-3 pl-9 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      {/* For the keyboard, and for browsers without JavaScript: Enter in the box does the same. */}
      <button
        type="submit"
        className="sr-only rounded-md bg-brand-600 px-2 py-1 text-xs font-semibold text-white focus-visible:not-sr-only focus-visible:absolute focus-visible:top-1/2 focus-visible:right-1 focus-visible:-translate-y-1/2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Search
      </button>
      {children}
    </form>
  )
  if (inMenu) return form
  // On small screens the box is in the menu; this link reaches the results page without it.
  return (
    <>
      {form}
      <a
        href={SEARCH_PATH}
        aria-label="Search"
        className="ml-auto rounded-md p-2 text-ink hover:bg-surface md:hidden"
      >
        <Search className="size-5" />
      </a>
    </>
  )
}
