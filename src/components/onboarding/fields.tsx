'use client'

import { createContext, useContext, useId, type ReactNode } from 'react'
import {
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldErrors,
  type FieldPath,
} from 'react-hook-form'
import { cn } from '@/lib/cn'
import { NO_PLAN, planName, type PlanChoice } from '@/lib/onboarding/plans'
import { appendTranscript } from '@/lib/onboarding/voice'
import type { OnboardingAnswers } from '@/lib/onboarding/schema'
import { VoiceButton } from './VoiceButton'

export type AnswerPath = FieldPath<OnboardingAnswers>

/** Wizard-wide settings the fields need: dictation, and the plans a visitor can choose. */
export const WizardSettings = createContext<{
  voiceEnabled: boolean
  plans: readonly PlanChoice[]
}>({ voiceEnabled: false, plans: [] })

/**
 * The message for a field, wherever react-hook-form keeps it: on the field itself, or under
 * `root` for a list such as an ICP's job titles.
 */
function errorAt(errors: FieldErrors<OnboardingAnswers>, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined
  const message = error?.message ?? error?.root?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

/** The field's message, subscribed to that field only. */
export function useFieldError(path: string): string | undefined {
  const { control } = useFormContext<OnboardingAnswers>()
  const { errors } = useFormState({ control, name: path as AnswerPath })
  return errorAt(errors, path)
}

export const inputClass =
  'block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 aria-invalid:border-danger'

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {message}
    </p>
  )
}

/**
 * Re-checks a field that is showing an error as the visitor corrects it; fields without an
 * error are checked when the visitor presses Next.
 */
export function useRecheck() {
  const { getFieldState, trigger } = useFormContext<OnboardingAnswers>()
  return (path: AnswerPath) => {
    if (getFieldState(path).error) void trigger(path)
  }
}

type TextFieldProps = {
  name: AnswerPath
  label: string
  type?: 'text' | 'email' | 'tel' | 'url'
  multiline?: boolean
  required?: boolean
  optional?: boolean
  hint?: ReactNode
  autoComplete?: string
  placeholder?: string
  /** Overrides the visible label for assistive technology (job titles). */
  ariaLabel?: string
  /** Extra message id to describe the input with (a list's shared error). */
  describedBy?: string
  invalid?: boolean
  /** Buttons shown after the input (e.g. remove). */
  after?: ReactNode
  hideLabel?: boolean
  /** The path whose error this input affects, when it is not the input's own (a list). */
  validates?: AnswerPath
}

/**
 * A labelled text input or text area bound to the wizard form, with its inline error and, when
 * voice is configured, a dictation button for free-text fields.
 */
export function TextField({
  name,
  label,
  type = 'text',
  multiline = false,
  required = false,
  optional = false,
  hint,
  autoComplete,
  placeholder,
  ariaLabel,
  describedBy,
  invalid,
  after,
  hideLabel = false,
  validates = name,
}: TextFieldProps) {
  const { register, getValues, setValue } = useFormContext<OnboardingAnswers>()
  const { voiceEnabled } = useContext(WizardSettings)
  const recheck = useRecheck()
  const id = useId()
  const error = useFieldError(name)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described =
    [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ') ||
    undefined
  const field = register(name, { onChange: () => recheck(validates) })
  const common = {
    ...field,
    id,
    'aria-invalid': Boolean(error) || invalid || undefined,
    'aria-describedby': described,
    'aria-required': required || undefined,
    'aria-label': ariaLabel,
    placeholder,
  }
  const voice = voiceEnabled && (multiline || type === 'text')

  const addDictation = (text: string) => {
    const current = getValues(name)
    setValue(name, appendTranscript(typeof current === 'string' ? current : '', text), {
      shouldDirty: true,
      shouldTouch: true,
    })
    recheck(validates)
  }

  return (
    <div>
      <label
        htmlFor={id}
        className={cn('mb-1.5 block font-medium text-ink', hideLabel && 'sr-only')}
      >
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex items-start gap-2">
        {multiline ? (
          <textarea {...common} rows={4} className={cn(inputClass, 'min-h-28 resize-y')} />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            inputMode={type === 'url' ? 'url' : undefined}
            className={inputClass}
          />
        )}
        {voice ? <VoiceButton label={ariaLabel ?? label} onText={addDictation} /> : null}
        {after}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** A labelled tick box bound to the wizard form. */
export function CheckboxField({ name, label }: { name: AnswerPath; label: string }) {
  const { register } = useFormContext<OnboardingAnswers>()
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        {...register(name)}
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 rounded border-line accent-green-700"
      />
      <label htmlFor={id} className="text-ink">
        {label}
      </label>
    </div>
  )
}

/**
 * The plan the visitor is joining, named, with a list to change it or to choose "Not sure yet".
 * Nothing is shown when the CMS lists no plans.
 */
export function PlanField({
  name,
  label,
  hint,
}: {
  name: AnswerPath
  label: string
  hint?: string
}) {
  const { control, register } = useFormContext<OnboardingAnswers>()
  const { plans } = useContext(WizardSettings)
  const chosen = useWatch({ control, name })
  const id = useId()
  const error = useFieldError(name)
  const key = typeof chosen === 'string' ? chosen : ''
  if (plans.length === 0) return null
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5">
      <p className="mb-3 text-ink">
        {key === '' ? (
          'You have not chosen a plan yet.'
        ) : (
          <>
            You are joining <strong>{planName(key, plans)}</strong>.
          </>
        )}
      </p>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <select
        {...register(name)}
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        className={cn(inputClass, 'sm:max-w-sm')}
      >
        <option value="">{NO_PLAN}</option>
        {plans.map((plan) => (
          <option key={plan.key} value={plan.key}>
            {plan.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
