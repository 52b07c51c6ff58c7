'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'
import type { Outcome } from '@collections/DataRequests/answer'
import { answerDataRequest } from './data-request-actions'

/**
 * The data request screen's buttons. Restricting and lifting act at once; erasing asks once more,
 * then reloads the request so the form shows the masked address. Each says what it did. They sit
 * inside the request's own form, so they call the action themselves rather than submit a form.
 */
export function DataRequestActions({
  id,
  held,
  restricted,
}: {
  id: number | string
  held: number
  restricted: number
}) {
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [pending, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)

  const run = (action: 'restrict' | 'lift' | 'erase') =>
    startTransition(async () => {
      const result = await answerDataRequest(id, action)
      setOutcome(result)
      setConfirming(false)
      if (result.ok && result.reload) window.location.reload()
      else if (result.ok) router.refresh()
    })

  return (
    <div className="data-request__actions">
      <div className="data-request__buttons">
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/data-requests/${id}/export?format=json`}
          download
        >
          Download copy (JSON)
        </a>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/data-requests/${id}/export?format=text`}
          download
        >
          Download readable copy (.txt)
        </a>
        {held > 0 && restricted < held ? (
          <ActionButton onClick={() => run('restrict')} disabled={pending}>
            Restrict use
          </ActionButton>
        ) : null}
        {restricted > 0 ? (
          <ActionButton onClick={() => run('lift')} disabled={pending}>
            Lift restriction
          </ActionButton>
        ) : null}
        {held > 0 && !confirming ? (
          <ActionButton onClick={() => setConfirming(true)} disabled={pending}>
            Erase everything…
          </ActionButton>
        ) : null}
      </div>
      {confirming ? (
        <div className="data-request__confirm" role="group" aria-label="Confirm erasure">
          <p>
            Erase the {held === 1 ? 'record' : `${held} records`} above for good? Submissions are
            anonymised (the figures still count them), and this register keeps only a masked
            address. Save any changes to this request first: the page reloads.
          </p>
          <button
            className="btn btn--style-primary btn--size-small"
            type="button"
            onClick={() => run('erase')}
            disabled={pending}
          >
            Erase for good
          </button>
          <ActionButton onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </ActionButton>
        </div>
      ) : null}
      <p role="status" className={outcome && !outcome.ok ? 'data-request__error' : undefined}>
        {pending ? 'Working…' : (outcome?.message ?? '')}
      </p>
    </div>
  )
}

/** A secondary button of the screen: it runs its action itself, never submits the form around it. */
export function ActionButton(props: {
  onClick: () => void
  disabled: boolean
  children: ReactNode
}) {
  return <button type="button" className="btn btn--style-secondary btn--size-small" {...props} />
}
