import type { Metadata } from 'next'
import { Button, ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

export const metadata: Metadata = {
  title: 'Stop reminders',
  robots: { index: false, follow: false },
}

// Each answer depends on the link's code: rendered per request, never at build time.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * Where the link in a reminder e-mail leads: one button stops the reminders about that unfinished
 * onboarding, with no login. Opening the page changes nothing, so a mail scanner that follows the
 * link does not stop them; the button posts the code from the link.
 */
export default async function StopReminders({ searchParams }: Props) {
  const params = await searchParams
  const code = one(params.code).slice(0, 200)
  const stopped = one(params.stopped) === '1'
  const invalid = one(params.invalid) === '1' || code === ''
  return (
    <Container className="flex min-h-[50vh] max-w-xl flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">
        {stopped ? 'Reminders stopped' : 'Stop reminders about your onboarding'}
      </h1>
      {stopped ? (
        <>
          <p role="status" className="mt-4 text-muted">
            We will not send you any more reminders about your unfinished onboarding. Your answers
            stay saved until they expire, so the link you already have still works if you change
            your mind.
          </p>
          <ButtonLink href="/" variant="secondary" className="mt-8">
            Back to home
          </ButtonLink>
        </>
      ) : invalid ? (
        <>
          <p role="alert" className="mt-4 text-muted">
            This link is not complete or not valid. Please open it again from the reminder e-mail,
            or reply to that e-mail and we will stop the reminders for you.
          </p>
          <ButtonLink href="/" variant="secondary" className="mt-8">
            Back to home
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="mt-4 text-muted">
            You started our onboarding form and we have been reminding you to finish it. Press the
            button and we will send no more reminders. Nothing else changes.
          </p>
          <form
            method="post"
            action={`/api/onboarding/draft/stop?code=${encodeURIComponent(code)}`}
            className="mt-8"
          >
            <Button type="submit">Stop the reminders</Button>
          </form>
        </>
      )}
    </Container>
  )
}
