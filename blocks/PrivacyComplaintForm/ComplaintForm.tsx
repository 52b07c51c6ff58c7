'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { useForm, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError, inputClass } from '@/components/onboarding/fields'
import { cn } from '@/lib/cn'
import {
  COMPLAINT_LIMITS,
  complaintDate,
  complaintFieldsSchema,
  type ComplaintFields,
} from '@/lib/complaints'
import { newSubmissionId } from '@/lib/onboarding/draft'

const ENDPOINT = '/api/privacy-complaint'
const FAILED = 'We could not send your complaint. Please check your connection and try again.'

type Received = { reference: string; receivedAt: string; dueAt: string }
type Answer =
  { ok: true; received: Received } | { ok: false; message: string; errors?: Record<string, string> }

/** Posts the complaint and reads the answer. Never throws: a lost connection is a failure too. */
async function sendComplaint(fields: ComplaintFields, complaintId: string): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, complaintId }),
    })
  } catch {
    return { ok: false, message: FAILED }
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Received> & {
    message?: unknown
    errors?: Record<string, string>
  }
  if (response.ok && body.reference && body.receivedAt && body.dueAt) {
    return {
      ok: true,
      received: { reference: body.reference, receivedAt: body.receivedAt, dueAt: body.dueAt },
    }
  }
  return {
    ok: false,
    message: typeof body.message === 'string' ? body.message : FAILED,
    errors: response.status === 400 ? body.errors : undefined,
  }
}

function Field({
  label,
  error,
  hint,
  multiline = false,
  ...input
}: UseFormRegisterReturn & {
  label: string
  error?: string
  hint?: string
  multiline?: boolean
  type?: string
  autoComplete?: string
  maxLength: number
}) {
  const id = useId()
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  const common = {
    ...input,
    id,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': described || undefined,
    'aria-required': true,
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
        <span aria-hidden className="text-danger">
          {' '}
          *
        </span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={8} className={cn(inputClass, 'min-h-40 resize-y')} />
      ) : (
        <input {...common} className={inputClass} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/**
 * The privacy complaint form: name, e-mail address and what happened, checked in the browser by
 * the server's own rules. The server's messages appear under their fields; whatever was typed
 * stays when sending fails, and a retry of the same form is stored once (it carries one id for its
 * lifetime). Once stored, the form gives way to the reference and the date a person will reply by.
 */
export function ComplaintForm() {
  const [complaintId] = useState(() => newSubmissionId())
  const [received, setReceived] = useState<Received | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const thanks = useRef<HTMLHeadingElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ComplaintFields>({
    defaultValues: { name: '', email: '', whatHappened: '' },
    resolver: zodResolver(complaintFieldsSchema),
  })

  const hydrated = useHydrated()

  useEffect(() => {
    if (received) thanks.current?.focus()
  }, [received])

  const onSubmit = handleSubmit(async (fields) => {
    setFailure(null)
    const answer = await sendComplaint(fields, complaintId)
    if (answer.ok) {
      setReceived(answer.received)
      return
    }
    const problems = Object.entries(answer.errors ?? {})
    const named = problems.filter(
      (entry): entry is [FieldPath<ComplaintFields>, string] =>
        entry[0] in complaintFieldsSchema.shape,
    )
    // A problem no field shows (the form's own id) is said above the button instead.
    const unnamed = problems.find(([name]) => !(name in complaintFieldsSchema.shape))
    setFailure(unnamed?.[1] ?? answer.message)
    for (const [name, message] of named) setError(name, { message })
    if (named[0]) setFocus(named[0][0])
  })

  if (received) {
    return (
      <div
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-ink"
        role="status"
      >
        <h2 ref={thanks} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          We have received your complaint
        </h2>
        <p className="mt-3">
          Your reference is <strong>{received.reference}</strong>. We received your complaint on{' '}
          {complaintDate(received.receivedAt)} and have e-mailed you an acknowledgement.
        </p>
        <p className="mt-3">
          A member of our team will reply to you by <strong>{complaintDate(received.dueAt)}</strong>
          . Please quote your reference if you write to us about it.
        </p>
      </div>
    )
  }

  return (
    // Until the page is interactive the button is off, so no early Enter sends the form by the
    // browser itself; and a form the browser does send posts, never putting answers in the address.
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label="Privacy complaint"
    >
      <Field
        label="Your name"
        autoComplete="name"
        maxLength={COMPLAINT_LIMITS.name}
        error={errors.name?.message}
        {...register('name')}
      />
      <Field
        label="Your email address"
        type="email"
        autoComplete="email"
        hint="We send the acknowledgement and our reply here."
        maxLength={COMPLAINT_LIMITS.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="What happened"
        multiline
        hint={`Tell us what we did with your data and why you are unhappy about it (up to ${COMPLAINT_LIMITS.whatHappened.toLocaleString('en-GB')} characters).`}
        maxLength={COMPLAINT_LIMITS.whatHappened}
        error={errors.whatHappened?.message}
        {...register('whatHappened')}
      />
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          {failure}
        </div>
      ) : null}
      <Button type="submit" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        Send complaint
      </Button>
      <noscript>
        <p className="text-sm text-muted">
          This form needs JavaScript. Please turn it on in your browser to send it.
        </p>
      </noscript>
    </form>
  )
}
