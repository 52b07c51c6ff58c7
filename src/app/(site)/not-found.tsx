import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { NOT_FOUND_METADATA } from '@/lib/share'

export const metadata = NOT_FOUND_METADATA

export default function NotFound() {
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
