'use client'

import Script from 'next/script'
import { useMemo, useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { readVisit } from '@/components/visit/attribution-store'
import { prefilledSchedulingUrl } from '@/lib/scheduling'

const WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js'

/**
 * An inline scheduling widget. Its script is loaded only where this component is used; until it
 * has replaced the placeholder (or when it cannot load) a plain link to the booking page is shown.
 * The booking page opens prefilled with the invitee's name and address when they are known, the
 * visit's UTM values (read in the browser, so the script loads only after they are in the
 * address) and the onboarding submission's reference.
 */
export function SchedulingWidget({
  url: base,
  height = 630,
  name,
  email,
  reference,
}: {
  url: string
  height?: number
  name?: string
  email?: string
  /** The onboarding submission's submissionId, which the webhook matches the booking by. */
  reference?: string
}) {
  const [failed, setFailed] = useState(false)
  const hydrated = useHydrated()
  // The visit's attribution is in the browser's session storage: read once hydrated, so the
  // server's HTML and the browser's first render agree.
  const url = useMemo(
    () =>
      hydrated
        ? prefilledSchedulingUrl(base, { name, email, reference, attribution: readVisit() })
        : null,
    [hydrated, base, name, email, reference],
  )
  const shown = url ?? base
  return (
    <div>
      <div
        className="calendly-inline-widget overflow-hidden surface"
        data-url={shown}
        data-testid="scheduling-widget"
        style={{ height }}
      >
        <div className="grid h-full place-items-center p-6 text-center">
          <p className="max-w-sm text-muted">
            {failed ? (
              'The booking calendar could not load here. '
            ) : (
              <>
                {/* Without JavaScript the calendar never comes: the link is the way to book. */}
                <span className="noscript:hidden">Loading the booking calendar… </span>
                <span className="hidden noscript:inline">
                  The booking calendar needs JavaScript.{' '}
                </span>
              </>
            )}
            <a
              href={shown}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Open the booking page in a new tab
            </a>
          </p>
        </div>
      </div>
      {url ? (
        <Script src={WIDGET_SCRIPT} strategy="lazyOnload" onError={() => setFailed(true)} />
      ) : null}
    </div>
  )
}
