'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import type { EndpointOutcome } from '@collections/WebhookEndpoints/actions'
import { ActionButton } from './DataRequestActions'
import { webhookAction } from './webhook-actions'

type Action = 'reveal' | 'rotate' | 'test' | 'resend'

/** Runs one of the screen's actions, then shows what it said and reloads what the server shows. */
function useAction() {
  const router = useRouter()
  const [outcome, setOutcome] = useState<EndpointOutcome | null>(null)
  const [pending, startTransition] = useTransition()
  const run = (action: Action, id: number | string) =>
    startTransition(async () => {
      const result = await webhookAction(action, id)
      setOutcome(result)
      if (result.ok) router.refresh()
    })
  const status = (
    <p role="status" className={outcome && !outcome.ok ? 'data-request__error' : undefined}>
      {pending ? 'Working…' : (outcome?.message ?? '')}
    </p>
  )
  return { outcome, pending, run, status }
}

/**
 * The endpoint's secret and test buttons. The secret is shown in this page only, once: a reload
 * or a second visit does not show it again.
 */
export function EndpointActions({ id, secretShown }: { id: number; secretShown: boolean }) {
  const { outcome, pending, run, status } = useAction()
  return (
    <div className="data-request__actions">
      {outcome?.secret ? (
        <p>
          Signing secret: <code data-testid="webhook-secret">{outcome.secret}</code>
        </p>
      ) : null}
      <div className="data-request__buttons">
        {!secretShown && !outcome?.secret ? (
          <ActionButton onClick={() => run('reveal', id)} disabled={pending}>
            Show signing secret (once)
          </ActionButton>
        ) : null}
        <ActionButton onClick={() => run('rotate', id)} disabled={pending}>
          Rotate secret
        </ActionButton>
        <ActionButton onClick={() => run('test', id)} disabled={pending}>
          Send test event
        </ActionButton>
      </div>
      {status}
    </div>
  )
}

/**
 * A delivery's Resend button: the same message, under the same message id. Off while the
 * delivery is still being sent; it stays in place, so what it said stays on screen.
 */
export function ResendButton({ id, sending }: { id: number; sending: boolean }) {
  const { pending, run, status } = useAction()
  return (
    <>
      <ActionButton onClick={() => run('resend', id)} disabled={pending || sending}>
        Resend
      </ActionButton>
      {status}
    </>
  )
}
