'use client'

import Script from 'next/script'
import { useState } from 'react'

const WIDGET_SCRIPT = 'https://assets.calendly.com/assets/external/widget.js'

/**
 * An inline scheduling widget. Its script is loaded only where this component is used; until it
 * has replaced the placeholder (or when it cannot load) a plain link to the booking page is shown.
 */
export function SchedulingWidget({ url, height = 630 }: { url: string; height?: number }) {
  const [failed, setFailed] = useState(false)
  return (
    <div>
      <div
        className="calendly-inline-widget overflow-hidden surface"
        data-url={url}
        data-testid="scheduling-widget"
        style={{ height }}
      >
        <div className="grid h-full place-items-center p-6 text-center">
          <p className="max-w-sm text-muted">
            {failed
              ? 'The booking calendar could not load here. '
              : 'Loading the booking calendar… '}
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Open the booking page in a new tab
            </a>
          </p>
        </div>
      </div>
      <Script src={WIDGET_SCRIPT} strategy="lazyOnload" onError={() => setFailed(true)} />
    </div>
  )
}
