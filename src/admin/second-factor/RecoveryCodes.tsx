'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * A new set of recovery codes, shown once: to copy, or to download as a text file, before the
 * person goes on.
 */
export function RecoveryCodes({
  codes,
  email,
  doneLabel,
  onDone,
}: {
  codes: string[]
  email: string
  doneLabel: string
  onDone: () => void
}) {
  const [copied, setCopied] = useState(false)
  const text = [
    `Leadpilot recovery codes for ${email}`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`
  return (
    <section className="second-factor__codes" aria-labelledby="second-factor-codes-heading">
      <h3 id="second-factor-codes-heading">Your recovery codes</h3>
      <p>
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe,
        such as a password manager: <strong>they are shown only this once.</strong>
      </p>
      <ol className="second-factor__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <a
          className="btn btn--style-secondary btn--size-small"
          href={download}
          download="leadpilot-recovery-codes.txt"
        >
          Download (.txt)
        </a>
        <Button
          buttonStyle="secondary"
          size="small"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true))
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  )
}
