'use client'

import { Plus, Trash2, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ICP_FIELDS, type IcpCatalogueField, type IcpField } from '@/lib/onboarding/catalogue'
import { emptyIcp, MAX_ICPS, MAX_JOB_TITLES, type OnboardingAnswers } from '@/lib/onboarding/schema'
import { FieldError, TextField, useFieldError, useRecheck, type AnswerPath } from './fields'
import { MultiPicker } from './MultiPicker'

type PickerName = Extract<IcpField, { kind: 'pick' }>['name']

/** The picker's own words; its label, placeholder and options are the catalogue's. */
const PICKER_TEXT: Record<PickerName, { searchPlaceholder: string; emptyText: string }> = {
  companySize: {
    searchPlaceholder: 'Search company head count...',
    emptyText: 'No company head count found.',
  },
  industry: { searchPlaceholder: 'Search industries...', emptyText: 'No industries found' },
  countries: { searchPlaceholder: 'Search countries...', emptyText: 'No country found.' },
}

const [TITLES] = ICP_FIELDS.filter((field) => field.kind === 'titles')

function Picker({
  index,
  field: spec,
}: {
  index: number
  field: Extract<IcpField, { kind: 'pick' }>
}) {
  const path = `icps.${index}.${spec.name}` as const
  const { field } = useController<OnboardingAnswers, typeof path>({ name: path })
  const error = useFieldError(path)
  const recheck = useRecheck()
  return (
    <MultiPicker
      label={spec.label}
      options={spec.options}
      placeholder={spec.placeholder}
      {...PICKER_TEXT[spec.name]}
      value={field.value ?? []}
      onChange={(next) => {
        field.onChange(next)
        recheck(path)
      }}
      error={error}
    />
  )
}

function JobTitles({ index }: { index: number }) {
  const path = `icps.${index}.jobTitles` as const
  const { setValue, getValues } = useFormContext<OnboardingAnswers>()
  const titles = useWatch<OnboardingAnswers, typeof path>({ name: path }) ?? ['']
  const error = useFieldError(path)
  const recheck = useRecheck()
  const errorId = `${useId()}-error`
  const list = useRef<HTMLDivElement>(null)
  const focusTitle = useRef<number | null>(null)

  // After adding or removing a title, the keyboard goes to the new (or the next) title.
  useEffect(() => {
    if (focusTitle.current === null) return
    const inputs = list.current?.querySelectorAll('input')
    inputs?.[Math.min(focusTitle.current, inputs.length - 1)]?.focus()
    focusTitle.current = null
  })

  const update = (next: string[], focus: number) => {
    focusTitle.current = focus
    setValue(path, next, { shouldDirty: true })
    recheck(path)
  }

  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-ink">
        {TITLES.label}
        <span aria-hidden className="text-danger">
          {' '}
          *
        </span>
      </legend>
      <p className="mb-2 text-sm text-muted">{TITLES.help}</p>
      <div ref={list} className="space-y-2">
        {titles.map((_, titleIndex) => (
          <TextField
            key={titleIndex}
            name={`${path}.${titleIndex}` as AnswerPath}
            validates={path}
            label={`Job title ${titleIndex + 1}`}
            hideLabel
            required={titleIndex === 0}
            invalid={Boolean(error) && titleIndex === 0}
            describedBy={error && titleIndex === 0 ? errorId : undefined}
            after={
              titles.length > 1 ? (
                <button
                  type="button"
                  onClick={() => {
                    const current = getValues(path) ?? []
                    update(
                      current.filter((__, i) => i !== titleIndex),
                      titleIndex,
                    )
                  }}
                  aria-label={`Remove job title ${titleIndex + 1}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line text-muted hover:bg-surface hover:text-ink"
                >
                  <X aria-hidden className="size-4" />
                </button>
              ) : null
            }
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
      {titles.length < MAX_JOB_TITLES ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => {
            const current = getValues(path) ?? []
            update([...current, ''], current.length)
          }}
        >
          <Plus aria-hidden className="size-4" /> Add Job Title
        </Button>
      ) : null}
    </fieldset>
  )
}

function IcpCard({
  index,
  onRemove,
  headingRef,
}: {
  index: number
  onRemove?: () => void
  headingRef: (node: HTMLHeadingElement | null) => void
}) {
  const title = index === 0 ? 'Tell us about your ICP!' : `ICP #${index + 1}`
  const headingId = `${useId()}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-4">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
          {title}
        </h3>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${title}`}>
            <Trash2 aria-hidden className="size-4" /> Remove
          </Button>
        ) : null}
      </div>
      {ICP_FIELDS.map((field) =>
        field.kind === 'titles' ? (
          <JobTitles key={field.name} index={index} />
        ) : field.kind === 'pick' ? (
          <Picker key={field.name} index={index} field={field} />
        ) : (
          <TextField
            key={field.name}
            name={`icps.${index}.${field.name}`}
            label={field.label}
            hint={(field as IcpCatalogueField).help}
            multiline
          />
        ),
      )}
    </section>
  )
}

/** Step 3: one or more ideal customer profiles. */
export function IcpStep() {
  const { fields, append, remove } = useFieldArray<OnboardingAnswers, 'icps'>({ name: 'icps' })
  const headings = useRef<Array<HTMLHeadingElement | null>>([])
  const focusIcp = useRef<number | null>(null)

  // After adding or removing an ICP, the keyboard goes to the new (or the previous) ICP.
  useEffect(() => {
    if (focusIcp.current === null) return
    headings.current[Math.min(focusIcp.current, fields.length - 1)]?.focus()
    focusIcp.current = null
  })

  return (
    <div className="space-y-6">
      {fields.map((field, index) => (
        <IcpCard
          key={field.id}
          index={index}
          headingRef={(node) => {
            headings.current[index] = node
          }}
          onRemove={
            fields.length > 1
              ? () => {
                  focusIcp.current = Math.max(index - 1, 0)
                  remove(index)
                }
              : undefined
          }
        />
      ))}
      {fields.length < MAX_ICPS ? (
        <Button
          variant="secondary"
          onClick={() => {
            focusIcp.current = fields.length
            append(emptyIcp(), { shouldFocus: false })
          }}
        >
          <Plus aria-hidden className="size-4" /> Add Another ICP
        </Button>
      ) : null}
    </div>
  )
}
