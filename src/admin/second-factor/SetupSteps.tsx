'use client'

import { Button } from '@payloadcms/ui'
/* eslint-disable @next/next/no-img-element -- a data URL drawn on the server, not an asset */
import { useState } from 'react'
import { secondFactorApi } from './api'
import { CodeField, StepError } from './CodeField'
import { RecoveryCodes } from './RecoveryCodes'
import { useStep } from './useStep'

type NewSecret = { secret: string; qr: string; uri: string }

/**
 * Setting up an authenticator app: a new secret as a QR code and as text, a code from the app to
 * confirm it works, then the recovery codes, shown once.
 */
export function SetupSteps({
  email,
  doneLabel,
  onDone,
  cancellable = false,
  onTurnedOn,
}: {
  email: string
  doneLabel: string
  onDone: () => void
  cancellable?: boolean
  /** Called as soon as it is on, while the recovery codes are still showing. */
  onTurnedOn?: () => void
}) {
  const [secret, setSecret] = useState<NewSecret | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const { busy, error, run } = useStep()

  const start = () =>
    run(async () => setSecret(await secondFactorApi<NewSecret>('/second-factor/setup')))

  function confirm() {
    if (busy || !code.trim()) return
    void run(
      async () => {
        const answer = await secondFactorApi<{ recoveryCodes: string[] }>('/second-factor/enable', {
          body: { code },
        })
        setCodes(answer.recoveryCodes)
        onTurnedOn?.()
      },
      () => setCode(''),
    )
  }

  // On the account page, the set-up can be left half-way (the secret shown is then forgotten).
  const cancel = cancellable ? (
    <Button buttonStyle="secondary" onClick={() => setSecret(null)}>
      Cancel
    </Button>
  ) : null

  if (codes)
    return <RecoveryCodes codes={codes} email={email} doneLabel={doneLabel} onDone={onDone} />

  if (!secret)
    return (
      <div className="second-factor__start">
        <StepError message={error} />
        <div className="second-factor__actions">
          <Button onClick={start} disabled={busy}>
            Set up an authenticator app
          </Button>
        </div>
      </div>
    )

  return (
    // Not a form of its own: on the account page it sits inside the document's form.
    <div className="second-factor__setup">
      <ol className="second-factor__steps">
        <li>
          <p>
            Open an authenticator app on your phone (such as Google Authenticator, Microsoft
            Authenticator or 1Password) and scan this QR code.
          </p>
          <img
            className="second-factor__qr"
            src={secret.qr}
            width={200}
            height={200}
            alt="QR code to add your Leadpilot account to an authenticator app"
          />
          <p>
            Cannot scan it? Add an account by hand with this key (time-based):
            <br />
            <code className="second-factor__secret" data-testid="second-factor-secret">
              {secret.secret}
            </code>
          </p>
        </li>
        <li>
          <CodeField
            id="second-factor-setup-code"
            label="Enter the six-digit code the app shows"
            value={code}
            onChange={setCode}
            onEnter={confirm}
          />
        </li>
      </ol>
      <StepError message={error} />
      <div className="second-factor__actions">
        <Button onClick={confirm} disabled={busy || !code.trim()}>
          Turn on
        </Button>
        {cancel}
      </div>
    </div>
  )
}
