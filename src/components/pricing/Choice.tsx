'use client'

import { useId } from 'react'
import { cn } from '@/lib/cn'
import { useHydrated } from '@/components/ui/use-hydrated'

export interface ChoiceOption<T extends string> {
  value: T
  label: string
  /** Shown before the label, hidden from screen readers (a currency symbol). */
  prefix?: string
}

/**
 * A segmented switch built from native radio buttons: one tab stop, arrow keys move the
 * choice, and screen readers announce the group's legend and each option.
 */
export function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string
  options: readonly ChoiceOption<T>[]
  value: T
  onChange: (value: T) => void
  className?: string
}) {
  const name = useId()
  const hydrated = useHydrated()
  return (
    <fieldset className={cn('min-w-0', className)} disabled={!hydrated}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full bg-surface p-1 ring-1 ring-line">
        {options.map((option) => (
          <label key={option.value} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span className="choice-pill">
              {option.prefix ? (
                <span aria-hidden className="mr-1">
                  {option.prefix}
                </span>
              ) : null}
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
