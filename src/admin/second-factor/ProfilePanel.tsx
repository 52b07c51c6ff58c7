'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useAuth,
  useDocumentInfo,
  useModal,
} from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import { messageOf, secondFactorApi } from './api'
import { CodeField, StepError } from './CodeField'
import { RecoveryCodes } from './RecoveryCodes'
import { SetupSteps } from './SetupSteps'
import { useStep } from './useStep'
import './second-factor.scss'

type Status = { enabled: boolean; required: boolean; recoveryCodesLeft: number }

/**
 * The second factor on an account page. On one's own account: set it up, make new recovery
 * codes, or turn it off (each with a current code). On somebody else's, for an admin: whether
 * it is on, and a reset for someone who has lost their phone.
 */
export function SecondFactorPanel() {
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const [status, setStatus] = useState<Status | null>(null)
  const [error, setError] = useState<string | null>(null)
  const own = user != null && id != null && String(user.id) === String(id)

  // Read again after each change (`reload`).
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])

  useEffect(() => {
    if (id == null) return
    let current = true
    secondFactorApi<Status>(`/${id}/second-factor`, { method: 'GET' }).then(
      (answer) => current && setStatus(answer),
      (failure) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [id, version])

  if (id == null || !user) return null
  return (
    <section className="second-factor second-factor--panel" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Second factor</h2>
      <StepError message={error} />
      {!status ? null : own ? (
        <OwnSecondFactor status={status} email={user.email ?? ''} reload={reload} />
      ) : (
        <OthersSecondFactor status={status} id={id} reload={reload} />
      )}
    </section>
  )
}

function OwnSecondFactor({
  status,
  email,
  reload,
}: {
  status: Status
  email: string
  reload: () => void
}) {
  const [action, setAction] = useState<'codes' | 'off' | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  // Just turned on: its recovery codes are showing, and the status above them is out of date.
  const [turnedOn, setTurnedOn] = useState(false)

  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        email={email}
        doneLabel="Done"
        onDone={() => {
          setCodes(null)
          reload()
        }}
      />
    )

  if (!status.enabled)
    return (
      <>
        <p className="second-factor__state" data-state="off" hidden={turnedOn}>
          <strong>Off.</strong>{' '}
          {status.required
            ? 'Your role requires it: you will be asked to set it up when you next sign in.'
            : 'Add a code from an authenticator app on your phone to your password, so a stolen password alone cannot open your account.'}
        </p>
        <SetupSteps
          email={email}
          doneLabel="Done"
          cancellable
          onTurnedOn={() => setTurnedOn(true)}
          onDone={() => {
            toast.success('Your second factor is on.')
            reload()
          }}
        />
      </>
    )

  return (
    <>
      <p className="second-factor__state" data-state="on">
        <strong>On.</strong> You sign in with your password and a code from your authenticator app.{' '}
        {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
      </p>
      {action === null ? (
        <div className="second-factor__actions">
          <Button buttonStyle="secondary" onClick={() => setAction('codes')}>
            New recovery codes
          </Button>
          {status.required ? null : (
            <Button buttonStyle="secondary" onClick={() => setAction('off')}>
              Turn off
            </Button>
          )}
        </div>
      ) : (
        <ConfirmWithCode
          action={action === 'off' ? 'off' : 'codes'}
          onCancel={() => setAction(null)}
          onDone={(newCodes) => {
            setAction(null)
            if (newCodes) setCodes(newCodes)
            else {
              toast.success('Your second factor is off.')
              reload()
            }
          }}
        />
      )}
      {status.required ? (
        <p className="second-factor__note">
          Your role requires a second factor, so it stays on. If you lose your phone, use a recovery
          code, or ask an admin to reset it.
        </p>
      ) : null}
    </>
  )
}

/** A current code, asked for before turning the second factor off or replacing the codes. */
function ConfirmWithCode({
  action,
  onCancel,
  onDone,
}: {
  action: 'off' | 'codes'
  onCancel: () => void
  onDone: (codes?: string[]) => void
}) {
  const [code, setCode] = useState('')
  const { busy, error, run } = useStep()

  function submit() {
    if (busy || !code.trim()) return
    void run(
      async () => {
        if (action === 'off') {
          await secondFactorApi('/second-factor/disable', { body: { code } })
          return onDone()
        }
        const answer = await secondFactorApi<{ recoveryCodes: string[] }>(
          '/second-factor/recovery-codes',
          { body: { code } },
        )
        onDone(answer.recoveryCodes)
      },
      () => setCode(''),
    )
  }

  return (
    // Not a form of its own: it sits inside the account page's form.
    <div className="second-factor__form">
      <CodeField
        id="second-factor-confirm-code"
        label={
          action === 'off'
            ? 'To turn it off, enter the code your authenticator app shows now'
            : 'To make new recovery codes (the old ones stop working), enter the code your authenticator app shows now'
        }
        value={code}
        onChange={setCode}
        onEnter={submit}
        autoFocus
      />
      <StepError message={error} />
      <div className="second-factor__actions">
        <Button
          onClick={submit}
          buttonStyle={action === 'off' ? 'error' : 'primary'}
          disabled={busy || !code.trim()}
        >
          {action === 'off' ? 'Turn off' : 'Make new codes'}
        </Button>
        <Button buttonStyle="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}

const RESET_MODAL = 'second-factor-reset'

function OthersSecondFactor({
  status,
  id,
  reload,
}: {
  status: Status
  id: number | string
  reload: () => void
}) {
  const { openModal } = useModal()
  return (
    <>
      <p className="second-factor__state" data-state={status.enabled ? 'on' : 'off'}>
        <strong>{status.enabled ? 'On.' : 'Off.'}</strong>{' '}
        {status.required ? 'Required for their role.' : 'Optional for their role.'}
      </p>
      {status.enabled ? (
        <>
          <p>
            Lost their phone and their recovery codes? A reset turns it off, so they sign in with
            their password alone
            {status.required ? ' and are asked to set it up again straight away' : ''}. The reset is
            recorded in the audit log.
          </p>
          <Button buttonStyle="error" onClick={() => openModal(RESET_MODAL)}>
            Reset second factor
          </Button>
          <ConfirmationModal
            modalSlug={RESET_MODAL}
            heading="Reset this second factor?"
            body="Their authenticator app and recovery codes stop working at once. Only do this once you are sure who is asking."
            confirmLabel="Reset"
            onConfirm={async () => {
              try {
                const answer = await secondFactorApi(`/${id}/second-factor`, { method: 'DELETE' })
                toast.success(answer.message ?? 'Reset.')
              } catch (failure) {
                toast.error(messageOf(failure))
              }
              reload()
            }}
          />
        </>
      ) : null}
    </>
  )
}
