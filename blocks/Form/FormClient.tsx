'use client'

import { Loader2 } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError, inputClass } from '@/components/onboarding/fields'
import { useHydrated } from '@/components/ui/use-hydrated'
import { readVisit } from '@/components/visit/attribution-store'
import { cn } from '@/lib/cn'
import { ENTRY_LIMITS, HONEYPOT_FIELD } from '@/lib/forms'
import { cleanAttribution } from '@/lib/onboarding/attribution'
import { newSubmissionId } from '@/lib/onboarding/draft'

/** A field as the visitor's browser receives it (never the form's e-mail settings). */
type InputField = {
  kind: 'text' | 'email' | 'textarea' | 'select' | 'checkbox' | 'number'
  name: string
  label: string
  required: boolean
  half: boolean
  defaultValue?: string
  placeholder?: string
  options?: Array<{ label: string; value: string }>
}
export type PublicField = { kind: 'message'; content: ReactNode } | InputField

const ENDPOINT = '/api/form-entries'
const FAILED =
  'We could not send the form. Your answers are still here: please check your connection and try again.'

type Answer =
  { ok: true } | { ok: false; message: string; errors?: Record<string, string>; code?: string }

/** Asks for the form's signed time token; undefined when the server cannot be reached. */
async function fetchToken(formId: number): Promise<string | undefined> {
  try {
    const response = await fetch(`/api/form-entries/token?form=${formId}`, { cache: 'no-store' })
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === 'string' ? body.token : undefined
  } catch {
    return undefined
  }
}

/** Posts the entry and reads the answer. Never throws: a lost connection is a failure too. */
async function send(body: Record<string, unknown>): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, message: FAILED }
  }
  if (response.ok) return { ok: true }
  const answer = (await response.json().catch(() => ({}))) as {
    message?: unknown
    errors?: Record<string, string>
    code?: string
  }
  return {
    ok: false,
    message: typeof answer.message === 'string' ? answer.message : FAILED,
    errors: answer.errors,
    code: answer.code,
  }
}

const required = (
  <span aria-hidden className="text-danger">
    {' '}
    *
  </span>
)

/** One field with its label, hint and the server's message about it. */
function Field({ field, error }: { field: InputField; error?: string }) {
  const id = useId()
  const errorId = `${id}-error`
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required || undefined,
  }
  if (field.kind === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            defaultChecked={field.defaultValue === 'true'}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          <label htmlFor={id} className="text-ink">
            {field.label}
            {field.required ? required : null}
          </label>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
    )
  }
  const label = (
    <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
      {field.label}
      {field.required ? required : null}
    </label>
  )
  let control: ReactNode
  if (field.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={6}
        maxLength={ENTRY_LIMITS.area}
        defaultValue={field.defaultValue}
        placeholder={field.placeholder}
        className={cn(inputClass, 'min-h-36 resize-y')}
      />
    )
  } else if (field.kind === 'select') {
    control = (
      <select {...common} defaultValue={field.defaultValue ?? ''} className={inputClass}>
        <option value="">{field.placeholder || 'Please choose'}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else {
    const email = field.kind === 'email'
    control = (
      <input
        {...common}
        type={email ? 'email' : field.kind === 'number' ? 'number' : 'text'}
        inputMode={field.kind === 'number' ? 'decimal' : undefined}
        autoComplete={email ? 'email' : field.name === 'name' ? 'name' : undefined}
        maxLength={email ? ENTRY_LIMITS.email : ENTRY_LIMITS.line}
        defaultValue={field.defaultValue}
        placeholder={field.placeholder}
        className={inputClass}
      />
    )
  }
  return (
    <div className={field.half ? undefined : 'sm:col-span-2'}>
      {label}
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** The answers as typed: every field's value by its name (a tick box as true or false). */
function readValues(form: HTMLFormElement, fields: InputField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const element = form.elements.namedItem(field.name)
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values[field.name] = element.checked
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      values[field.name] = element.value
    }
  }
  return values
}

/**
 * A form built in the admin. The server checks every answer against the form's own fields and
 * its messages appear under their fields; what was typed stays when sending fails (the fields
 * keep their values and are never reset). Once stored, the form gives way to its confirmation
 * message, or the browser goes to the page the form names. A hidden field people never reach and
 * the form's time token (fetched when it appears) keep bots out without asking anything of people.
 */
export function FormClient({
  formId,
  title,
  fields,
  submitLabel,
  redirectTo,
  confirmation,
}: {
  formId: number
  title: string
  fields: PublicField[]
  submitLabel: string
  redirectTo: string | null
  confirmation: ReactNode
}) {
  const hydrated = useHydrated()
  const [entryId] = useState(() => newSubmissionId())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const token = useRef<string | undefined>(undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const inputs = fields.filter((field): field is InputField => field.kind !== 'message')

  const refreshToken = useCallback(async () => {
    token.current = await fetchToken(formId)
  }, [formId])

  useEffect(() => {
    void refreshToken()
  }, [refreshToken])

  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setFailure(null)
    if (!token.current) await refreshToken()
    const trap = form.elements.namedItem(HONEYPOT_FIELD)
    const answer = await send({
      formId,
      entryId,
      token: token.current ?? '',
      values: readValues(form, inputs),
      pagePath: window.location.pathname,
      attribution: cleanAttribution(readVisit()),
      [HONEYPOT_FIELD]: trap instanceof HTMLInputElement ? trap.value : '',
    })
    if (answer.ok) {
      if (redirectTo) {
        window.location.assign(redirectTo)
        return
      }
      setSending(false)
      setSent(true)
      return
    }
    setSending(false)
    if (answer.code === 'token') await refreshToken()
    const fieldErrors = answer.errors ?? {}
    setErrors(fieldErrors)
    const first = inputs.find((field) => fieldErrors[field.name])
    if (first) {
      const element = formRef.current?.elements.namedItem(first.name)
      if (element instanceof HTMLElement) element.focus()
    } else {
      setFailure(answer.message)
    }
  }

  if (sent) {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-ink outline-none"
      >
        {confirmation ?? <p className="font-semibold">Thank you: we have received your message.</p>}
      </div>
    )
  }

  const problems = Object.keys(errors).length
  return (
    // Until the page is interactive the button is off, so no early Enter sends the form by the
    // browser itself; and a form the browser does send posts, never putting answers in the address.
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={title}
      aria-busy={sending || undefined}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2"
    >
      {problems > 0 ? (
        <p role="alert" className="font-medium text-danger sm:col-span-2">
          {problems === 1
            ? 'One answer needs your attention.'
            : `${problems} answers need your attention.`}
        </p>
      ) : null}
      {fields.map((field, index) =>
        field.kind === 'message' ? (
          <div key={index} className="sm:col-span-2">
            {field.content}
          </div>
        ) : (
          <Field key={field.name} field={field} error={errors[field.name]} />
        ),
      )}
      {/* Left empty by people, who never see it nor reach it; software filling every field fills it. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${formId}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800 sm:col-span-2"
        >
          {failure}
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!hydrated || sending}>
          {sending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {sending ? 'Sending…' : submitLabel}
        </Button>
      </div>
      <noscript>
        <p className="text-sm text-muted">
          This form needs JavaScript. Please turn it on in your browser to send it.
        </p>
      </noscript>
    </form>
  )
}
