'use client'

import { Loader2, Mail } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { LinkResult } from './server-draft-client'

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; result: LinkResult }

/**
 * "Finish later": e-mails the visitor a link that opens their saved answers on any device, at the
 * step they reached. Shown once the server holds their answers.
 */
export function FinishLater({ emailLink }: { emailLink: () => Promise<LinkResult> }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const send = async () => {
    setState({ kind: 'sending' })
    setState({ kind: 'done', result: await emailLink() })
  }
  const result = state.kind === 'done' ? state.result : null
  return (
    <section
      aria-labelledby="finish-later"
      className="flex flex-col items-center gap-3 text-center text-sm text-muted"
    >
      <h2 id="finish-later" className="font-semibold text-ink">
        Need to finish later, or on another device?
      </h2>
      <p>
        The steps you have completed are saved. We can e-mail you a link that opens them anywhere.
      </p>
      <Button variant="secondary" onClick={send} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <Mail aria-hidden className="size-4" />
        )}
        E-mail me a link
      </Button>
      <p role="status" className={result ? (result.ok ? 'text-ink' : 'text-red-800') : 'sr-only'}>
        {result
          ? result.ok
            ? `We have sent a link to ${result.email}. It may take a minute to arrive.`
            : result.message
          : ''}
      </p>
    </section>
  )
}
