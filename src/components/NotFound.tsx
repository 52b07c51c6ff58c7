import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

/** The site's 404 page. */
export function NotFound() {
  return (
    // data-missing-page: no page-view beacon; the route that answered 404 counted the path.
    <Container
      data-missing-page
      className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted">
        The page you were looking for has moved or never existed. Let&apos;s get you back on track.
      </p>
      <ButtonLink href="/" className="mt-8">
        Back to home
      </ButtonLink>
    </Container>
  )
}

async function AnswerNotFound(): Promise<never> {
  notFound()
}

/**
 * What a route shows for a path with nothing behind it: the 404 page in the site's own layout,
 * rendered on the server, answered with status 404 (and so never cached).
 *
 * Next.js 16.4.6 sends an empty error document (no layout, no `lang`, blank without JavaScript)
 * when notFound() is thrown while the page's outer shell renders; an unmatched address gets the
 * full not-found page, but the catch-all routes leave no address unmatched. Thrown inside a
 * Suspense boundary instead, the page around it is kept and the answer is still a 404; once the
 * browser runs the page, the same not-found.tsx takes its place. Upstream:
 * https://github.com/vercel/next.js/issues/62228 (tests/e2e/trust-polish.spec.ts checks the page
 * without JavaScript).
 */
export function MissingPage() {
  return (
    <>
      <NotFound />
      <Suspense fallback={null}>
        <AnswerNotFound />
      </Suspense>
    </>
  )
}
