import { cn } from '@/lib/cn'
import { clampProgress } from '@/lib/academy'

type ProgressProps = { value: number | null | undefined; label: string; className?: string }

/** A horizontal progress bar; full width at 100. */
export function Progress({ value, label, className }: ProgressProps) {
  const percent = clampProgress(value)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <div
        className={cn('h-full rounded-full', percent === 100 ? 'bg-success' : 'bg-brand-600')}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
