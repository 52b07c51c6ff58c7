'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

type CopyState = { status: 'idle' } | { status: 'copied' } | { status: 'manual'; url: string }

/**
 * Copies a link to the clipboard and says so. Where the browser refuses (no clipboard access,
 * an insecure origin), the link is shown selected in a box, ready to copy by hand.
 */
export function CopyLinkButton({ url, disabled }: { url: () => string; disabled?: boolean }) {
  const id = useId()
  const [state, setState] = useState<CopyState>({ status: 'idle' })
  const manual = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (state.status === 'manual') manual.current?.select()
  }, [state])

  const copy = async () => {
    const link = url()
    try {
      await navigator.clipboard.writeText(link)
      setState({ status: 'copied' })
    } catch {
      setState({ status: 'manual', url: link })
    }
  }

  return (
    <div className="mt-4">
      <Button variant="secondary" size="sm" onClick={copy} disabled={disabled}>
        Copy link
      </Button>
      <p role="status" className="mt-2 text-sm text-brand-100">
        {state.status === 'copied' ? 'Link copied: whoever opens it sees these figures.' : null}
        {state.status === 'manual' ? (
          <label htmlFor={`${id}-link`}>Your browser would not copy it; copy this link:</label>
        ) : null}
      </p>
      {state.status === 'manual' ? (
        <input
          ref={manual}
          id={`${id}-link`}
          readOnly
          value={state.url}
          onFocus={(event) => event.target.select()}
          className="mt-1 block w-full rounded-lg bg-white px-3 py-2 text-sm text-ink"
        />
      ) : null}
    </div>
  )
}
