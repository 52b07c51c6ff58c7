import type { Metadata } from 'next'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Highlighted } from '@/components/search/Highlighted'
import { NoResults } from '@/components/search/NoResults'
import { searchSite } from '@/data/search'
import {
  pageNumber,
  parseSearchQuery,
  SEARCH_PAGE_SIZE,
  SEARCH_PATH,
  SEARCH_QUERY_MAX,
  searchPagePath,
  type SearchAnswer,
} from '@/lib/search'
import { logger } from '@/server/logger'

// The results depend on the query: rendered per request, never at build time.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/** The query as searched: a longer one is cut to the limit rather than refused. */
const queryOf = (raw: string) => raw.trim().slice(0, SEARCH_QUERY_MAX)

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf(one((await searchParams).q))
  return {
    title: query ? `Search results for “${query}”` : 'Search',
    robots: { index: false, follow: true },
  }
}

/**
 * The site search as a page of its own: what the header's search form submits to, so it works
 * without JavaScript. Ten results a page, with links to the pages before and after.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const raw = one(params.q)
  const query = queryOf(raw)
  const page = pageNumber(one(params.page))
  const parsed = parseSearchQuery(query)
  let answer: SearchAnswer | null = null
  let failed = false
  if (parsed.ok && parsed.terms.length) {
    try {
      answer = await searchSite(parsed.text, parsed.terms, {
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
      })
    } catch (error) {
      logger.error({ err: error }, 'site_search_failed')
      failed = true
    }
  }
  const pages = answer ? Math.ceil(answer.total / SEARCH_PAGE_SIZE) : 0

  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {query ? `Results for “${query}”` : 'Search the site'}
      </h1>
      <form role="search" action={SEARCH_PATH} method="get" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search articles, case studies and pages
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search articles, case studies and pages"
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-4 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <Button type="submit">Search</Button>
      </form>
      {raw.trim().length > SEARCH_QUERY_MAX ? (
        <p className="mt-3 text-sm text-muted">
          Searches are limited to {SEARCH_QUERY_MAX} characters, so only the first{' '}
          {SEARCH_QUERY_MAX} were searched.
        </p>
      ) : null}
      <div className="mt-8">
        {failed ? (
          <p role="alert" className="rounded-lg bg-surface p-4">
            Search is not available just now. Please try again in a moment.
          </p>
        ) : !query ? (
          <p className="text-muted">
            Type a few words to search our articles, case studies and pages.
          </p>
        ) : !answer?.results.length ? (
          page > 1 && answer ? (
            <p>
              There are no more results.{' '}
              <Link href={searchPagePath(query)} className="font-semibold text-brand-700 underline">
                Back to the first page
              </Link>
            </p>
          ) : (
            <NoResults query={query} />
          )
        ) : (
          <>
            <p className="text-sm text-muted" role="status">
              {answer.total === 1 ? '1 result' : `${answer.total} results`}
              {pages > 1 ? `, page ${page} of ${pages}` : ''}
            </p>
            <ol className="mt-4 divide-y divide-line" data-search-results>
              {answer.results.map((result) => (
                <li key={result.path} className="py-5">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {result.type}
                  </p>
                  <h2 className="mt-1 text-lg font-bold">
                    <Link href={result.path} className="hover:text-brand-700 hover:underline">
                      <Highlighted text={result.title} terms={answer.terms} />
                    </Link>
                  </h2>
                  <p className="mt-1 text-[0.9375rem] text-muted">
                    <Highlighted text={result.excerpt} terms={answer.terms} />
                  </p>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav aria-label="Result pages" className="mt-6 flex items-center justify-between">
                {page > 1 ? (
                  <Link
                    href={searchPagePath(query, page - 1)}
                    className="font-semibold text-brand-700 underline"
                    rel="prev"
                  >
                    Previous page
                  </Link>
                ) : (
                  <span />
                )}
                {page < pages ? (
                  <Link
                    href={searchPagePath(query, page + 1)}
                    className="font-semibold text-brand-700 underline"
                    rel="next"
                  >
                    Next page
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </Container>
  )
}
