'use client'

import { Command } from 'cmdk'
import { Check, ChevronsUpDown, X } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { truncateChip } from '@/lib/onboarding/options'
import { matchesSearch, pickerSummary, toggleValue } from '@/lib/onboarding/picker'
import { FieldError } from './fields'

type Props = {
  label: string
  options: readonly string[]
  value: readonly string[]
  onChange: (value: string[]) => void
  /** Button text while nothing is selected. */
  placeholder: string
  searchPlaceholder: string
  emptyText: string
  error?: string
}

const filter = (value: string, search: string) => (matchesSearch(value, search) ? 1 : 0)

/**
 * A searchable multi-select: a button opens a list (cmdk inside a Radix popover) where each
 * option toggles on Enter or click; the selection shows as chips with a remove button each.
 */
export function MultiPicker({
  label,
  options,
  value,
  onChange,
  placeholder,
  searchPlaceholder,
  emptyText,
  error,
}: Props) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const trigger = useRef<HTMLButtonElement>(null)
  const chipButtons = useRef<Array<HTMLButtonElement | null>>([])
  const focusChip = useRef<number | null>(null)

  // After a chip is removed, keep the keyboard where it was: the next chip, else the button.
  useEffect(() => {
    if (focusChip.current === null) return
    const target = chipButtons.current[Math.min(focusChip.current, value.length - 1)]
    focusChip.current = null
    ;(target ?? trigger.current)?.focus()
  })

  const remove = (index: number) => {
    focusChip.current = index
    onChange(value.filter((_, i) => i !== index))
  }

  return (
    <div>
      <span id={labelId} className="mb-1.5 block font-medium text-ink">
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setSearch('')
        }}
      >
        <Popover.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-labelledby={`${labelId} ${id}-summary`}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'flex w-full items-center justify-between gap-2 rounded-lg border bg-white px-3.5 py-2.5 text-left text-base text-ink hover:bg-surface',
              error ? 'border-danger' : 'border-line',
            )}
          >
            <span id={`${id}-summary`} className={cn(value.length === 0 && 'text-muted')}>
              {pickerSummary(value.length, placeholder)}
            </span>
            <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={label}
            className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 overflow-hidden rounded-lg border border-line bg-white shadow-lg"
          >
            <Command filter={filter} label={label} loop>
              <div className="border-b border-line p-2">
                <Command.Input
                  value={search}
                  onValueChange={setSearch}
                  placeholder={searchPlaceholder}
                  className="w-full rounded-md px-2 py-1.5 text-base text-ink outline-none placeholder:text-slate-500"
                />
              </div>
              <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-1">
                <Command.Empty className="px-3 py-6 text-center text-sm text-muted">
                  {emptyText}
                </Command.Empty>
                {options.map((option) => {
                  const selected = value.includes(option)
                  return (
                    <Command.Item
                      key={option}
                      value={option}
                      aria-checked={selected}
                      onSelect={() => onChange(toggleValue(value, option, options))}
                      className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink data-[selected=true]:bg-brand-50"
                    >
                      <Check
                        aria-hidden
                        className={cn('size-4 shrink-0 text-brand-700', !selected && 'invisible')}
                      />
                      {option}
                    </Command.Item>
                  )
                })}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value.length > 0 ? (
        <ul aria-label={`Selected: ${label}`} className="mt-2 flex flex-wrap gap-2">
          {value.map((item, index) => {
            const shown = truncateChip(item)
            return (
              <li
                key={item}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
              >
                <span title={shown === item ? undefined : item}>{shown}</span>
                <button
                  ref={(node) => {
                    chipButtons.current[index] = node
                  }}
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove ${item}`}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
