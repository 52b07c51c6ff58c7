'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import type { Outcome } from '@collections/DataRequests/answer'
import { ActionButton } from './DataRequestActions'
import { actOnBrief } from './brief-actions'

/**
 * The Brief tab's buttons: re-send the brief e-mail to the recipients in Site settings, or mark it
 * sent by hand (offered until it is delivered). Each says what it did; the panel then shows the
 * new state.
 */
export function BriefActions({ id, delivered }: { id: number | string; delivered: boolean }) {
  const router = useRouter()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [pending, startTransition] = useTransition()
  const run = (action: 'resend' | 'markSent') =>
    startTransition(async () => {
      const result = await actOnBrief(id, action)
      setOutcome(result)
      if (result.ok) router.refresh()
    })
  return (
    <div className="brief-panel__actions">
      <div className="brief-panel__buttons">
        <ActionButton onClick={() => run('resend')} disabled={pending}>
          Re-send brief e-mail
        </ActionButton>
        {delivered ? null : (
          <ActionButton onClick={() => run('markSent')} disabled={pending}>
            Mark as sent
          </ActionButton>
        )}
      </div>
      <p role="status" className={outcome && !outcome.ok ? 'brief-panel__error' : undefined}>
        {pending ? 'Working…' : (outcome?.message ?? '')}
      </p>
    </div>
  )
}
