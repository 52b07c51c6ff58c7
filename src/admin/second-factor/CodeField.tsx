'use client'

/** The input for a six-digit code from an authenticator app, or for a recovery code. */
export function CodeField({
  id,
  label,
  value,
  onChange,
  recovery = false,
  autoFocus = false,
  onEnter,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  recovery?: boolean
  autoFocus?: boolean
  /**
   * Enter in the field does this instead of submitting a surrounding form: on the account page
   * that form is the document's own.
   */
  onEnter?: () => void
}) {
  return (
    <div className="field-type text second-factor__field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={id}
          name={recovery ? 'recoveryCode' : 'code'}
          type="text"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
          onKeyDown={
            onEnter &&
            ((event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              onEnter()
            })
          }
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={recovery ? 16 : 9}
          placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        />
      </div>
    </div>
  )
}

/** A failed step's message, read out as soon as it shows. */
export function StepError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="second-factor__error" hidden={!message}>
      {message}
    </p>
  )
}
