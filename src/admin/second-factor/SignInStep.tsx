'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import { secondFactorApi } from './api'
import { CodeField, StepError } from './CodeField'
import { SetupSteps } from './SetupSteps'
import { useStep } from './useStep'

/** A full page load, so the admin starts afresh with its signed-in user. */
const go = (path: string) => window.location.assign(path)

/**
 * The second step of signing in: a code from the authenticator app (or a recovery code), or, when
 * the person's role requires a second factor they do not have yet, its set-up.
 */
export function SignInStep({
  step,
  email,
  redirect,
}: {
  step: 'code' | 'setup'
  email: string
  redirect: string
}) {
  async function signOut() {
    await secondFactorApi('/second-factor/cancel').catch(() => undefined)
    go('/admin/login')
  }

  return (
    <div className="second-factor second-factor--sign-in">
      <h1>{step === 'code' ? 'Enter your code' : 'Set up a second factor'}</h1>
      <p className="second-factor__who">
        Signing in as <strong>{email}</strong>.
      </p>
      {step === 'code' ? (
        <CodeStep onSignedIn={() => go(redirect)} />
      ) : (
        <>
          <p>
            Your role requires a second factor: a code from an authenticator app on your phone,
            asked for after your password each time you sign in. Set it up to continue.
          </p>
          <SetupSteps email={email} doneLabel="Continue to the admin" onDone={() => go(redirect)} />
        </>
      )}
      <p className="second-factor__sign-out">
        Not you, or want to stop here?{' '}
        <Button buttonStyle="none" className="second-factor__link" onClick={signOut}>
          Sign out
        </Button>
      </p>
    </div>
  )
}

function CodeStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState('')
  const { busy, error, setError, run } = useStep()

  function submit(event: FormEvent) {
    event.preventDefault()
    void run(
      async () => {
        await secondFactorApi('/second-factor/verify', {
          body: recovery ? { recoveryCode: value } : { code: value },
        })
        onSignedIn()
      },
      () => setValue(''),
    )
  }

  return (
    <form className="second-factor__form" onSubmit={submit}>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up your second factor. Each code works once.'
          : 'Open the authenticator app on your phone and enter the six-digit code it shows for Leadpilot.'}
      </p>
      <CodeField
        id={recovery ? 'second-factor-recovery-code' : 'second-factor-code'}
        label={recovery ? 'Recovery code' : 'Code from your authenticator app'}
        value={value}
        onChange={setValue}
        recovery={recovery}
        autoFocus
      />
      <StepError message={error} />
      <div className="second-factor__actions">
        <Button type="submit" disabled={busy || !value.trim()}>
          {busy ? 'Checking…' : 'Verify'}
        </Button>
        <Button
          buttonStyle="secondary"
          onClick={() => {
            setRecovery(!recovery)
            setValue('')
            setError(null)
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </Button>
      </div>
    </form>
  )
}
