'use client'

import { Switch as S } from 'radix-ui'
import { useId } from 'react'

type SwitchProps = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Text either side of the switch: off on the left, on on the right. */
  offLabel: string
  onLabel: string
  label: string
}

export function Switch({ checked, onCheckedChange, offLabel, onLabel, label }: SwitchProps) {
  const id = useId()
  return (
    <div className="inline-flex items-center gap-3 text-sm font-semibold">
      <span className={checked ? 'text-muted' : 'text-ink'} aria-hidden>
        {offLabel}
      </span>
      <S.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={label}
        className="relative h-7 w-12 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
      >
        <S.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </S.Root>
      <span className={checked ? 'text-ink' : 'text-muted'} aria-hidden>
        {onLabel}
      </span>
    </div>
  )
}
